import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { AccountLinkView } from './AccountLinkView';
import * as styles from './SiteHeader.css';

/**
 * The header's account control in each state. `AccountLink` (its client container) calls the
 * storefront's sign-out server action, which cannot run in Storybook; these stories render what
 * it shows, with the header's styles.
 */
/** The control's words in a language, from the `shell` catalogue. */
const wordsIn = (language: string) => {
  const t = shellTranslator(language);
  return { signIn: t('account.signIn'), signOut: t('account.signOut') };
};

const meta = {
  title: 'Storefront/SiteHeader/AccountLink',
  component: AccountLinkView,
  args: {
    signedIn: false,
    words: wordsIn('en'),
    signInHref: '/en-us/sign-in?returnTo=%2Fen-us%2Fcart',
    onSignOut: fn(),
    className: styles.cartLink,
    textClassName: styles.cartText,
  },
} satisfies Meta<typeof AccountLinkView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: the link to the sign-in page, back to the current page afterwards. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(link).toHaveAttribute('href', '/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/**
 * Hydrated, with the sign-in dialog: a plain click opens the dialog (the page stays, spec 1
 * §2); the link keeps its href for a new tab and for no JavaScript; intent preloads it.
 */
export const OpensTheDialog: Story = {
  args: { onSignIn: fn(), onSignInIntent: fn() },
  play: async ({ args, canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(link).toHaveAttribute('href', '/en-us/sign-in?returnTo=%2Fen-us%2Fcart');
    await userEvent.hover(link);
    await expect(args.onSignInIntent).toHaveBeenCalled();
    const before = window.location.href;
    await userEvent.click(link);
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(window.location.href).toBe(before);
  },
};

/** The same in French (fr-CA). */
export const OpensTheDialogFrench: Story = {
  args: { words: wordsIn('fr'), signInHref: '/fr-ca/sign-in', onSignIn: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Se connecter' }));
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
  },
};

/** A signed-in consumer (also the server HTML's state): the sign-out button. */
export const SignedIn: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Signing out: the button is disabled and busy until the page moves on. */
export const SigningOut: Story = {
  args: { signedIn: true, busy: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign out' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** French (fr-CA), signed out. */
export const SignedOutFrench: Story = {
  args: { words: wordsIn('fr'), signInHref: '/fr-ca/sign-in' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-in',
    );
  },
};

/** French (fr-CA), signed in. */
export const SignedInFrench: Story = {
  args: { words: wordsIn('fr'), signedIn: true, signInHref: '/fr-ca/sign-in' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Se déconnecter' }),
    ).toBeEnabled();
  },
};
