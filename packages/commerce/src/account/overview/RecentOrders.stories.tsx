import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { RecentOrders } from './RecentOrders';

const meta = {
  title: 'Commerce/Account/RecentOrders',
  component: RecentOrders,
  args: {
    orders: [
      {
        orderNumber: 'ALP00001234',
        st: 'shipped',
        createdAt: '2026-11-02T10:00:00.000Z',
        total: 189.95,
        currency: 'USD',
        totalUnits: 2,
      },
      {
        orderNumber: 'ALP00001200',
        st: 'cancelled',
        createdAt: '2026-10-15T10:00:00.000Z',
        total: 40,
        currency: 'USD',
        totalUnits: 1,
      },
    ],
    ordersHref: '/en-us/account/orders',
    locale: 'en-US',
    t: storyTranslator('en', 'accountarea'),
  },
} satisfies Meta<typeof RecentOrders>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The newest orders, each linking to its detail, and the whole history. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Order ALP00001234' })).toHaveAttribute(
      'href',
      '/en-us/account/orders/ALP00001234',
    );
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent(
      /Placed Nov 2, 2026.*Shipped.*2 items · \$189\.95/,
    );
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View all orders' })).toHaveAttribute(
      'href',
      '/en-us/account/orders',
    );
  },
};

/** No order yet. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You have not placed any orders yet.'),
    ).toBeVisible();
  },
};

/** The history could not be read. */
export const ErrorState: Story = {
  args: { orders: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your orders right now.',
    );
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    locale: 'fr-CA',
    ordersHref: '/fr-ca/account/orders',
    t: storyTranslator('fr', 'accountarea'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Commande ALP00001234' })).toBeVisible();
    await expect(canvas.getByText('Expédiée')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voir toutes les commandes' })).toBeVisible();
  },
};
