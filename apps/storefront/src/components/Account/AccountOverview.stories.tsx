import {
  LoyaltySummary,
  PartialEnrolmentPrompt,
  RecentOrders,
  SpendBanner,
} from '@storefront/commerce';
import { commerceMessages } from '@storefront/commerce/messages';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { createTranslator } from 'use-intl';
import { shellTranslator } from '../../i18n/translate';
import { AccountOverview } from './AccountOverview';

const words = (language: 'en' | 'fr') =>
  createTranslator({
    locale: language === 'en' ? 'en-US' : 'fr-CA',
    messages: commerceMessages[language],
    namespace: 'accountarea',
  }) as unknown as Parameters<typeof SpendBanner>[0]['t'];

const en = words('en');

/**
 * The account overview, composed as the page composes it from commerce's parts (loyalty
 * summary, recent orders, spend banner, partial-enrolment prompt).
 */
const meta = {
  title: 'Storefront/Account/AccountOverview',
  component: AccountOverview,
  args: {
    name: 'Ada',
    t: shellTranslator('en'),
    localePath: 'en-us',
    loyalty: (
      <LoyaltySummary
        loyalty={{ isLoyaltyMember: true, points: 1250, vouchers: 1 }}
        joinHref="/en-us/account/enroll"
        t={en}
      />
    ),
    orders: <RecentOrders orders={[]} ordersHref="/en-us/account/orders" locale="en-US" t={en} />,
  },
} satisfies Meta<typeof AccountOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A complete loyalty member without orders: greeting, points, change password. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hello, Ada' })).toBeVisible();
    await expect(canvas.getByText('1,250 points')).toBeVisible();
    await expect(canvas.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Change password' })).toHaveAttribute(
      'href',
      '/en-us/account/password',
    );
    await expect(canvas.queryByTestId('spend-banner')).toBeNull();
  },
};

/** An employee, partially enrolled: the prompt and the spend banner above the panels. */
export const EmployeePartial: Story = {
  args: {
    prompt: <PartialEnrolmentPrompt href="/en-us/account/enroll" t={en} />,
    spend: (
      <SpendBanner
        programmes={[{ kind: 'employee', currentSpend: 420.5, limit: 1500 }]}
        currency="USD"
        locale="en-US"
        t={en}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toBeVisible();
    await expect(
      canvas.getByRole('region', { name: 'Employee discount allowance' }),
    ).toHaveTextContent('(28%)');
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    t: shellTranslator('fr'),
    localePath: 'fr-ca',
    loyalty: (
      <LoyaltySummary
        loyalty={{ isLoyaltyMember: false }}
        joinHref="/fr-ca/account/enroll"
        t={words('fr')}
      />
    ),
    orders: (
      <RecentOrders
        orders={null}
        ordersHref="/fr-ca/account/orders"
        locale="fr-CA"
        t={words('fr')}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bonjour, Ada' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Paramètres du compte' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rejoindre Alpine Rewards' })).toHaveAttribute(
      'href',
      '/fr-ca/account/enroll',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Impossible de charger vos commandes pour le moment.',
    );
  },
};

/**
 * With the `account` fixed page's content slots (spec 2 §7): the `top` slot under the
 * greeting, the `main` slot after the panels (here stand-ins for the rendered blocks).
 */
export const WithContentSlots: Story = {
  args: {
    slotTop: <p data-testid="slot-top">Alpine Rewards members earn points on every purchase.</p>,
    slotMain: (
      <section aria-label="Help with an order" data-testid="slot-main">
        <a href="/en-us/help/contact-us">Contact us</a>
      </section>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Hello, Ada' });
    const top = canvas.getByTestId('slot-top');
    const main = canvas.getByTestId('slot-main');
    const orders = canvas.getByText('You have not placed any orders yet.');
    // Document order: greeting, top slot, panels, main slot.
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    await expect(follows(heading, top)).toBe(true);
    await expect(follows(top, orders)).toBe(true);
    await expect(follows(orders, main)).toBe(true);
  },
};
