import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../../messages/labelsIn';
import { fixtureHistory } from '../fixtures';
import { ordersLabelsFrom } from '../labels';
import { OrderHistory, OrderHistorySkeleton } from './OrderHistory';

const en = ordersLabelsFrom(storyTranslator('en', 'orders'));
const fr = ordersLabelsFrom(storyTranslator('fr', 'orders'));

const meta = {
  title: 'Commerce/Account/Orders/OrderHistory',
  component: OrderHistory,
  args: {
    history: fixtureHistory(3),
    locale: 'en-US',
    orderHref: (orderNumber: string) => `/en-us/account/orders/${orderNumber}`,
    pageHref: (page: number) => `/en-us/account/orders?page=${page}`,
    shopHref: '/en-us',
    labels: en,
  },
} satisfies Meta<typeof OrderHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders, newest first: number links to the detail, date, status, units, total. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('order-row');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    await expect(first.getByRole('link', { name: 'View order ALP00001003' })).toHaveAttribute(
      'href',
      '/en-us/account/orders/ALP00001003',
    );
    await expect(first.getByText('Shipped')).toBeVisible();
    await expect(first.getByText('$42.50')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Order pages' })).toBeNull();
  },
};

/** Page 2 of 25 orders: the page links (spec 1 §9), the current page marked. */
export const Paged: Story = {
  args: { history: fixtureHistory(25, 10) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('order-row')).toHaveLength(10);
    await expect(canvas.getByText(/Orders 11-20 of 25/)).toBeVisible();
    const pages = canvas.getByRole('navigation', { name: 'Order pages' });
    await expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/en-us/account/orders?page=3',
    );
    await expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en-us/account/orders?page=1',
    );
  },
};

/** No orders yet: a way to start shopping. */
export const Empty: Story = {
  args: { history: { total: 0, start: 0, count: 0, orders: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have not placed any orders yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** The history could not be read. */
export const LoadError: Story = {
  args: { history: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/cannot be shown right now/);
  },
};

/** While the history loads (the route's loading state). */
export const Pending: Story = {
  render: () => <OrderHistorySkeleton labels={en} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading your orders')).toBeVisible();
  },
};

/** In French (fr-CA): statuses, units and amounts in the locale. */
export const LoadedFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    history: {
      ...fixtureHistory(3),
      orders: fixtureHistory(3).orders.map((o) => ({ ...o, currency: 'CAD' })),
    },
    locale: 'fr-CA',
    orderHref: (orderNumber: string) => `/fr-ca/account/orders/${orderNumber}`,
    labels: fr,
  },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByTestId('order-row');
    await expect(within(rows[0] as HTMLElement).getByText('Expédiée')).toBeVisible();
    await expect(within(rows[1] as HTMLElement).getByText('Annulée')).toBeVisible();
    await expect(within(rows[0] as HTMLElement).getByText('1 article')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir la commande ALP00001003' })).toBeVisible();
  },
};

/** Empty, in French. */
export const EmptyFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { history: { total: 0, start: 0, count: 0, orders: [] }, locale: 'fr-CA', labels: fr },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Vous n'avez encore passé aucune commande.")).toBeVisible();
  },
};

/** Error, in French. */
export const LoadErrorFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { history: null, locale: 'fr-CA', labels: fr },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/ne peuvent pas être affichées/);
  },
};
