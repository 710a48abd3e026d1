import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { parseShareUrl, sharedListHref } from '../favoriteRules';
import type { ShareFavoritesResult } from '../favoritesStore';
import { FavoritesShare } from './FavoritesShare.client';

const shared: ShareFavoritesResult = {
  ok: true,
  shareUrl: '/favorites/shared/fav-1?token=t0k3n',
  sharedWith: 1,
};
const hrefOfShare = (localePath: string) => (shareUrl: string) => {
  const share = parseShareUrl(shareUrl);
  return share ? sharedListHref(localePath, share) : undefined;
};

/** Share the favorites by email; the public read-only link once shared (spec 1 §4). */
const meta = {
  title: 'Commerce/Account/FavoritesShare',
  component: FavoritesShare,
  args: {
    onShare: fn(async (): Promise<ShareFavoritesResult> => shared),
    hrefOfShare: hrefOfShare('en-us'),
  },
} satisfies Meta<typeof FavoritesShare>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not shared yet: the email is required; sharing shows the public link. */
export const Share: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(
      canvas.getByRole('textbox', { name: /Friend’s email/ }),
    ).toHaveAccessibleDescription('Enter an email address.');
    await expect(args.onShare).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Friend’s email/ }),
      'sam@example.com',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Message/ }), 'For my birthday');
    await userEvent.keyboard('{Enter}');
    await expect(args.onShare).toHaveBeenCalledWith('sam@example.com', 'For my birthday');
    await expect(
      await canvas.findByRole('link', { name: /\/en-us\/favorites\/shared\/fav-1\?token=t0k3n/ }),
    ).toHaveAttribute('href', '/en-us/favorites/shared/fav-1?token=t0k3n');
  },
};

/** Shared before: the link shows at once. */
export const AlreadyShared: Story = {
  args: { sharedHref: '/en-us/favorites/shared/fav-1?token=t0k3n' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('favorites-share-link')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

/** A bad email (AUT453): the server's message at the field. */
export const BadEmail: Story = {
  args: {
    onShare: fn(
      async (): Promise<ShareFavoritesResult> => ({
        ok: false,
        code: 'AUT453',
        message: 'Email is not valid',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Friend’s email/ }), 'sam@');
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(
      canvas.getByRole('textbox', { name: /Friend’s email/ }),
    ).toHaveAccessibleDescription('Email is not valid');
  },
};

/** Any other failure: an alert under the form. */
export const Failed: Story = {
  args: {
    onShare: fn(
      async (): Promise<ShareFavoritesResult> => ({
        ok: false,
        code: 'GEN500',
        message: 'Something went wrong. Please try again.',
      }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Friend’s email/ }),
      'sam@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Something went wrong.');
  },
};

/** While sharing: the button is busy. */
export const Sharing: Story = {
  args: { onShare: fn(() => new Promise<ShareFavoritesResult>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Friend’s email/ }),
      'sam@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** In French. */
export const French: Story = {
  args: { hrefOfShare: hrefOfShare('fr-ca') },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Partager votre liste' })).toBeVisible();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Courriel de votre ami/ }),
      'sam@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Partager' }));
    await expect(await canvas.findByTestId('favorites-share-link')).toHaveTextContent(
      'Votre liste a été partagée.',
    );
  },
};
