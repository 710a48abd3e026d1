import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellTranslator } from '../../i18n/translate';
import { accountNavLinks } from '../../lib/account/accountNav';
import { AccountNav } from './AccountNav';

const signOut = fn();
const en = shellTranslator('en');

/**
 * The account navigation of every account page. The page's sign-out island calls the
 * storefront's sign-out server action, which cannot run in Storybook: a plain button stands in.
 */
const meta = {
  title: 'Storefront/Account/AccountNav',
  component: AccountNav,
  args: {
    label: en('account.sections.nav'),
    links: accountNavLinks('en-us', { employee: false }, en),
    currentPath: '/en-us/account/addresses',
    signOut: (
      <Button variant="secondary" onClick={signOut}>
        Sign out
      </Button>
    ),
  },
} satisfies Meta<typeof AccountNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A consumer on the addresses page: every section, the current one marked; sign out. */
export const Consumer: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Account' }));
    // One link per section of `accountSections`, in its order.
    await expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      args.links.map((l) => l.href),
    );
    await expect(nav.getByRole('link', { name: 'Communication' })).toHaveAttribute(
      'href',
      '/en-us/account/communication',
    );
    await expect(nav.getByRole('link', { name: 'Addresses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    await expect(nav.getByRole('link', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/en-us/account/favorites',
    );
    await userEvent.click(nav.getByRole('button', { name: 'Sign out' }));
    await expect(signOut).toHaveBeenCalled();
  },
};

/** A connected employee: no favourites, no saved for later (spec 1 §4). */
export const Employee: Story = {
  args: { links: accountNavLinks('en-us', { employee: true }, en), currentPath: '/en-us/account' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Account' });
    await expect(within(nav).queryByRole('link', { name: 'Favorites' })).toBeNull();
    await expect(within(nav).queryByRole('link', { name: 'Saved for later' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** French (fr-CA), on an order's detail page: its section is marked. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    label: shellTranslator('fr')('account.sections.nav'),
    links: accountNavLinks('fr-ca', { employee: false }, shellTranslator('fr')),
    currentPath: '/fr-ca/account/orders/ALP00001234',
    signOut: <Button variant="secondary">Se déconnecter</Button>,
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('link', { current: 'page' })).toHaveAttribute(
      'href',
      '/fr-ca/account/orders',
    );
  },
};
