import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { AddToCart, type AddToCartResult } from './AddToCart.client';

const meta = {
  title: 'Commerce/AddToCart',
  component: AddToCart,
  args: {
    variantId: 'ALP1001M-BLA-9',
    stock: 'inStock',
    orderable: true,
    onAdd: fn(async (): Promise<AddToCartResult> => ({ ok: true })),
    labels: labelsIn('en').addToCart,
  },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adds 1 unit with maxQty 999999 (spec 1 §9) and says so. */
export const Adds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Added to your cart'));
    await expect(args.onAdd).toHaveBeenCalledWith({
      productId: 'ALP1001M-BLA-9',
      qty: 1,
      maxQty: 999999,
    });
  },
};

/** The basket refuses: the message is shown. */
export const Fails: Story = {
  args: {
    onAdd: fn(async (): Promise<AddToCartResult> => ({ ok: false, message: 'Only 2 left.' })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Only 2 left.'));
  },
};

/** No size chosen: asks for it, adds nothing. */
export const ChoiceIncomplete: Story = {
  args: { variantId: undefined, stock: 'unselected', orderable: false, missing: 'Size' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Choose a size');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Out of stock: a disabled button. */
export const OutOfStock: Story = {
  args: { stock: 'outOfStock', orderable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  },
};

/** Presale for a guest: sign in to buy. */
export const PresaleGuest: Story = {
  args: { stock: 'presale', orderable: false, signInHref: '/en-us/sign-in?returnTo=%2Fen-us' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      '/en-us/sign-in?returnTo=%2Fen-us',
    );
  },
};

/** Presale for a guest before a size is chosen: sign in to buy, not an add asking for a size. */
export const PresaleGuestUnselected: Story = {
  args: {
    variantId: undefined,
    stock: 'unselected',
    orderable: false,
    missing: 'Size',
    signInToBuy: true,
    signInHref: '/en-us/sign-in?returnTo=%2Fen-us',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign in to buy' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
