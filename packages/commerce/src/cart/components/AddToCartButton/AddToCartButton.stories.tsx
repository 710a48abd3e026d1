import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { StoryCart } from '../CartView/storyCart';
import { AddToCartButton } from './AddToCartButton.client';

const meta = {
  title: 'Commerce/Cart/AddToCartButton',
  component: AddToCartButton,
  args: {
    variantId: 'ALP1001M-BLA-9',
    stock: 'inStock',
    orderable: true,
    labels: labelsIn('en').addToCart,
  },
} satisfies Meta<typeof AddToCartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adds through the shopper's cart and says so. */
export const Adds: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])}>
      <AddToCartButton {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Added to your cart'));
  },
};

const maxReached: CartActionResult = {
  ok: false,
  code: 'INV407',
  message: 'You can add at most 2 of this item.',
};

/** The maximum quantity reached: the message names the maximum (spec 1 §8). */
export const MaxQuantity: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} actions={{ addItem: async () => maxReached }}>
      <AddToCartButton {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('You can add at most 2 of this item.'),
    );
  },
};
