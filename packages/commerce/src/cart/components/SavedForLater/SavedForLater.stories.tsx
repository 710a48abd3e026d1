import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureBasket, fixtureSaved } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { SavedForLater } from './SavedForLater.client';

const ok: CartActionResult = { ok: true, basket: fixtureBasket() };

const meta = {
  title: 'Commerce/Cart/SavedForLater',
  component: SavedForLater,
  args: {
    page: fixtureSaved(2),
    pageSize: 5,
    hrefOf: (pageUrl: string) => `/en-us${pageUrl}`,
    onMoveToCart: fn(async (): Promise<CartActionResult> => ok),
    onPage: fn(async (): Promise<CartActionResult> => ok),
  },
} satisfies Meta<typeof SavedForLater>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved items, one page: no pagination. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved for later (2)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trail Cap 1' })).toHaveAttribute(
      'href',
      '/en-us/p/trail-cap-ALP3001U',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Move to cart Trail Cap 2' }));
    await expect(args.onMoveToCart).toHaveBeenCalledWith('saved-2');
  },
};

/** Nothing saved. */
export const Empty: Story = {
  args: { page: fixtureSaved(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing saved for later.')).toBeVisible();
  },
};

/** The list is not loaded yet (`page` null): the heading counts 0 and the empty text shows. */
export const NotLoaded: Story = {
  args: { page: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Saved for later (0)' })).toBeVisible();
  },
};

/** An unavailable item: "Not available" and a disabled "Move to cart". */
export const UnavailableItem: Story = {
  args: { page: fixtureSaved(3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Not available/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move to cart Trail Cap 3' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Move to cart Trail Cap 1' })).toBeEnabled();
  },
};

/** 12 items by pages of 5 (spec 1 §9): page 2 of 3 asks for start 10 on "next". */
export const Paged: Story = {
  args: { page: fixtureSaved(12, 5, 5) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Saved for later pages' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Trail Cap 6' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPage).toHaveBeenCalledWith(10);
  },
};

/** A failed move shows the host's message in an alert. */
export const MoveFailed: Story = {
  args: {
    onMoveToCart: fn(
      async (): Promise<CartActionResult> => ({
        ok: false,
        code: 'INV700',
        message: 'Sorry, this item is out of stock.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to cart Trail Cap 1' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Sorry, this item is out of stock.',
    );
  },
};

/** While a move runs, its button is busy and the others are disabled. */
export const Moving: Story = {
  args: { onMoveToCart: fn(() => new Promise<CartActionResult>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move to cart Trail Cap 1' }));
    await expect(
      await canvas.findByRole('button', { name: 'Move to cart Trail Cap 2' }),
    ).toBeDisabled();
  },
};
