import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { FavoritesResult } from '../favoritesStore';
import { fixtureFavorites } from '../fixtures';
import { type FavoriteAddResult, FavoritesList } from './FavoritesList.client';

const removed: FavoritesResult = { ok: true, favorites: fixtureFavorites(2) };

/** The favorites page's list (spec 1 §4): loaded, empty, pending, error, shared read-only. */
const meta = {
  title: 'Commerce/Account/FavoritesList',
  component: FavoritesList,
  args: {
    favorites: fixtureFavorites(3),
    hrefOf: (pageUrl: string) => `/en-us${pageUrl}`,
    continueHref: '/en-us',
    onRemove: fn(async (): Promise<FavoritesResult> => removed),
    onAddToCart: fn(async (): Promise<FavoriteAddResult> => ({ ok: true })),
    onRetry: fn(),
  },
} satisfies Meta<typeof FavoritesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three favorites: add the saved variant, choose options for another, none when unavailable. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Summit Boot 1' })).toHaveAttribute(
      'href',
      '/en-us/p/summit-boot-1-ALP1001M',
    );
    await expect(canvas.queryByRole('button', { name: /Summit Boot 3$/ })).not.toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Add to cart Summit Boot 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart Summit Boot 1' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(
      expect.objectContaining({ itemId: 'item-1' }),
      { kind: 'add', variantId: 'ALP1001M-BLK-9' },
    );
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Summit Boot 1 was added to your cart.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Choose options Summit Boot 2' }));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemId: 'item-2' }),
      { kind: 'choose' },
    );
  },
};

/** Remove by keyboard: the outcome is announced. */
export const Remove: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: 'Remove Summit Boot 3' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ itemId: 'item-3' }));
    await expect(
      await canvas.findByText('Summit Boot 3 was removed from your favorites.'),
    ).toBeVisible();
  },
};

/** No favorites yet: a word and a way back to the shop. */
export const Empty: Story = {
  args: { favorites: fixtureFavorites(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no favorites yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** Loading: a busy skeleton with a status word. */
export const Pending: Story = {
  args: { favorites: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your favorites');
  },
};

/** The load failed: the message and a retry. */
export const LoadError: Story = {
  args: { favorites: null, loadError: 'Your favorites could not be loaded.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Your favorites could not be loaded.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A failed remove: the server's message in an alert, the item stays. */
export const RemoveFailed: Story = {
  args: {
    onRemove: fn(
      async (): Promise<FavoritesResult> => ({
        ok: false,
        code: 'PLP400',
        message: 'This item is no longer in your list.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Summit Boot 1' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This item is no longer in your list.',
    );
  },
};

/** While a remove runs, the other buttons wait. */
export const Removing: Story = {
  args: { onRemove: fn(() => new Promise<FavoritesResult>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Summit Boot 1' }));
    await expect(canvas.getByRole('button', { name: 'Remove Summit Boot 2' })).toBeDisabled();
  },
};

/** The public view of a shared list: product links only, nothing to change. */
export const SharedReadOnly: Story = {
  args: { readOnly: true, title: 'Shared favorites' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shared favorites' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Summit Boot 2' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/**
 * A list longer than its page (30 favorites, 24 a page; spec 1 §9): the second page, with a
 * pager of links to the pages and a picture (or an empty frame) beside each item.
 */
export const Paged: Story = {
  args: {
    favorites: fixtureFavorites(6, { total: 30, start: 24, count: 24 }),
    pageHref: (page: number) =>
      page > 1 ? `/en-us/account/favorites?page=${page}` : '/en-us/account/favorites',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 items')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Favorites pages' });
    await expect(pager).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/en-us/account/favorites',
    );
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en-us/account/favorites',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(pager.querySelector('[aria-current="page"]')).toHaveTextContent('2');
    // Pictures are decorative (the name beside them is the link); item 3 has none.
    const pictures = canvas
      .getAllByTestId('favorite-item')
      .map((item) => item.querySelector('img'));
    await expect(pictures[0]).toHaveAttribute('alt', '');
    await expect(pictures[2]).toBeNull();
  },
};

/** One page only: no pager, even when the page can link to others. */
export const OnePage: Story = {
  args: { pageHref: (page: number) => `/en-us/account/favorites?page=${page}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 items')).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
