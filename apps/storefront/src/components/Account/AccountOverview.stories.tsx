import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { AccountOverview } from './AccountOverview';

const signOut = fn();

/**
 * The minimal account page. The page's sign-out island calls the storefront's sign-out server
 * action, which cannot run in Storybook: a plain button stands in for it.
 */
const meta = {
  title: 'Storefront/Account/AccountOverview',
  component: AccountOverview,
  args: {
    summary: { name: 'Ada', isLoyaltyMember: true, points: 1250, partiallyEnrolled: false },
    t: shellTranslator('en'),
    localePath: 'en-us',
    signOut: (
      <Button variant="secondary" onClick={signOut}>
        Sign out
      </Button>
    ),
  },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A complete loyalty member: name, points, change password, sign out. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(canvas.getByText('1,250 Alpine Rewards points')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en-us/account/password',
    );
    await expect(canvas.queryByRole('link', { name: /Join|Complete/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalled();
  },
};

/** A member missing details (spec 2 §4): offered to complete the profile. */
export const PartialMember: Story = {
  args: {
    summary: { name: 'Ada', isLoyaltyMember: true, points: 1, partiallyEnrolled: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1 Alpine Rewards point')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/en-us/account/enroll',
    );
  },
};

/** Not a member: no points, offered to join the loyalty programme. */
export const NotAMember: Story = {
  args: {
    summary: { name: 'noa@example.com', isLoyaltyMember: false, partiallyEnrolled: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Hello, noa@example.com' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/points?$/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Join Alpine Rewards' })).toHaveAttribute(
      'href',
      '/en-us/account/enroll',
    );
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    t: shellTranslator('fr'),
    localePath: 'fr-ca',
    summary: { name: 'Ada', isLoyaltyMember: false, partiallyEnrolled: false },
    signOut: <Button variant="secondary">Se déconnecter</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour, Ada' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paramètres du compte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rejoindre Alpine Rewards' })).toHaveAttribute(
      'href',
      '/fr-ca/account/enroll',
    );
    await expect(canvas.getByRole('link', { name: 'Changer le mot de passe' })).toBeVisible();
  },
};

/** French, a member: the points in French. */
export const FrenchMember: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    t: shellTranslator('fr'),
    localePath: 'fr-ca',
    signOut: <Button variant="secondary">Se déconnecter</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^1[\s\u202f]250 points Alpine Rewards$/),
    ).toBeVisible();
  },
};
