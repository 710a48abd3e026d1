import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixturePrices, fixtureTile } from '../../../product/fixtures';
import { ProductGrid } from './ProductGrid';

const meta = {
  title: 'Commerce/ProductGrid',
  component: ProductGrid,
  args: {
    labels: labelsIn('en').catalog,
    products: [
      fixtureTile(),
      fixtureTile({ id: 'ALP2001W', name: "Women's Trail Runner", price: fixturePrices.sale }),
      fixtureTile({ id: 'ALP1101M', name: "Men's Ridge Runner", price: fixturePrices.lowestPrice }),
      fixtureTile({ id: 'ALP9005W', name: 'Heritage Down Parka', available: false }),
    ],
    hrefOf: (product) => `/en-us/p/product-${product.id}`,
    locale: 'en-US',
    label: 'Footwear',
  },
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of cards named after the category, each linking to its product page. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Footwear' });
    await expect(list.querySelectorAll('li')).toHaveLength(4);
    await expect(canvas.getByRole('link', { name: 'Heritage Down Parka' })).toHaveAttribute(
      'href',
      '/en-us/p/product-ALP9005W',
    );
  },
};

/** No product matches the filters: a status instead of an empty list. */
export const Empty: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No products match these filters.');
  },
};
