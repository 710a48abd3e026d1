import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { FavoritesResult } from '../favoritesStore';
import { fixtureFavorites } from '../fixtures';
import { type FavoriteAddResult, FavoritesList } from './FavoritesList.client';

/** The favorites list in French (fr-CA), for designers to review the words. */
const meta = {
  title: 'Commerce/Account/FavoritesList (French)',
  component: FavoritesList,
  args: {
    favorites: fixtureFavorites(3),
    hrefOf: (pageUrl: string) => `/fr-ca${pageUrl}`,
    continueHref: '/fr-ca',
    onRemove: fn(
      async (): Promise<FavoritesResult> => ({ ok: true, favorites: fixtureFavorites(2) }),
    ),
    onAddToCart: fn(async (): Promise<FavoriteAddResult> => ({ ok: true })),
    onRetry: fn(),
  },
  parameters: { locale: 'fr-ca' },
} satisfies Meta<typeof FavoritesList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Loaded: add to cart, then remove. */
export const Loaded: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Favoris' })).toBeVisible();
    await expect(canvas.getByText('3 articles')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter au panier Summit Boot 1' }));
    await expect(
      await canvas.findByText('Summit Boot 1 a été ajouté à votre panier.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Summit Boot 2' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Empty. */
export const Empty: Story = {
  args: { favorites: fixtureFavorites(0) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun article')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continuer vos achats' })).toBeVisible();
  },
};

/** Pending. */
export const Pending: Story = {
  args: { favorites: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement de vos favoris');
  },
};

/** Load error. */
export const LoadError: Story = {
  args: { favorites: null, loadError: 'Vos favoris n’ont pas pu être chargés.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Vos favoris n’ont pas pu être chargés.',
    );
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** Shared, read-only. */
export const SharedReadOnly: Story = {
  args: { readOnly: true, title: 'Favoris partagés' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Favoris partagés' })).toBeVisible();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The second page of a long list, with its pager. */
export const Paged: Story = {
  args: {
    favorites: fixtureFavorites(6, { total: 30, start: 24, count: 24 }),
    pageHref: (page: number) => `/fr-ca/account/favorites?page=${page}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30 articles')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages des favoris' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page précédente' })).toHaveAttribute(
      'href',
      '/fr-ca/account/favorites?page=1',
    );
  },
};
