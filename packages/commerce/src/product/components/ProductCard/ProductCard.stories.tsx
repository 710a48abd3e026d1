import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FavoriteToggle } from '../../../account/favorites/FavoriteToggle';
import { favoriteToggleLabelsFrom } from '../../../account/favorites/labels';
import { labelsIn, storyTranslator } from '../../../messages/labelsIn';
import { fixturePrices, fixtureTile } from '../../fixtures';
import { ProductCard } from './ProductCard';

const catalogLabels = (language: 'en' | 'fr') => labelsIn(language).catalog;

const meta = {
  title: 'Commerce/ProductCard',
  component: ProductCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    labels: labelsIn('en').catalog,
    product: fixtureTile(),
    href: '/en-us/p/mens-summit-gtx-boot-ALP1001M',
    locale: 'en-US',
  },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Regular price, badge, three colours and a rating; the name links to the product page. */
export const Regular: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: "Men's Summit GTX Boot" });
    await expect(link).toHaveAttribute('href', '/en-us/p/mens-summit-gtx-boot-ALP1001M');
    await expect(canvas.getByText('$189.95')).toBeVisible();
    await expect(canvas.getByText('Bestseller')).toBeVisible();
    await expect(canvas.getByText('3 colours')).toBeVisible();
    await expect(canvas.getByText(/Rated 4\.3 out of 5 stars, 12 reviews/)).toBeInTheDocument();
  },
};

/** On sale: the original struck through and the discount; no notice (historic best is lower). */
export const Sale: Story = {
  args: { product: fixtureTile({ price: fixturePrices.sale, badge: 'Sale' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$99.95')).toBeVisible();
    await expect(canvas.getByText('$149.95')).toBeVisible();
    await expect(canvas.queryByText(/Lowest price/)).toBeNull();
  },
};

/** Sale below the historic best price: the lowest-price notice (spec 3 §9). */
export const LowestPriceNotice: Story = {
  args: { product: fixtureTile({ price: fixturePrices.lowestPrice }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lowest price in the last 30 days: $139.95')).toBeVisible();
  },
};

/** Sizes priced differently: a range. */
export const PriceRange: Story = {
  args: { product: fixtureTile({ price: fixturePrices.range }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/\$189\.95 – \$199\.95/)).toBeVisible();
  },
};

/** Presale with a badge and a new-product badge. */
export const Badges: Story = {
  args: { product: fixtureTile({ badge: 'New', presale: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
    await expect(canvas.getByText('Presale')).toBeVisible();
  },
};

/** No variant orderable: an out-of-stock badge. */
export const OutOfStock: Story = {
  args: { product: fixtureTile({ available: false, badge: undefined }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};

/** French Canada: CAD shows its code (spec 2 §9), French words. */
export const FrenchCanada: Story = {
  args: {
    locale: 'fr-CA',
    labels: catalogLabels('fr'),
    product: fixtureTile({ currency: 'CAD', price: fixturePrices.sale, colors: [] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/99,95\s*CAD|CAD\s*99,95/)).toBeVisible();
    await expect(canvas.getByText(/Note de 4,3 sur 5/)).toBeInTheDocument();
  },
};

const toggled = fn();

/**
 * With the host's favorite heart over the image (spec 1 §4): its own tab stop after the card's
 * link, pressable without following the link.
 */
export const WithFavorite: Story = {
  args: {
    action: (
      <FavoriteToggle
        productName="Men's Summit GTX Boot"
        saved={false}
        onToggle={toggled}
        labels={favoriteToggleLabelsFrom(storyTranslator('en', 'cart'))}
      />
    ),
  },
  play: async ({ canvas }) => {
    const heart = canvas.getByRole('button', { name: "Add Men's Summit GTX Boot to favorites" });
    await userEvent.click(heart);
    await expect(toggled).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link')).toBeVisible();
  },
};
