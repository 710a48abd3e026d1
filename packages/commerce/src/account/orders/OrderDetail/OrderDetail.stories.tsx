import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { labelsIn, storyTranslator } from '../../../messages/labelsIn';
import { fixtureAccountOrder, fixtureTracking } from '../fixtures';
import { ordersLabelsFrom } from '../labels';
import { OrderActions } from '../OrderActions/OrderActions.client';
import { OrderDetail } from './OrderDetail';

const meta = {
  title: 'Commerce/Account/Orders/OrderDetail',
  component: OrderDetail,
  args: {
    order: fixtureAccountOrder(),
    tracking: fixtureTracking('created'),
    locale: 'en-US',
    historyHref: '/en-us/account/orders',
    labels: ordersLabelsFrom(storyTranslator('en', 'orders')),
    checkoutLabels: labelsIn('en').checkout,
    cartLabels: labelsIn('en').cart,
  },
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A placed order: number, date, status, its actions, tracking, items per shipment, payment,
 * totals with the promotion's callout.
 */
export const Loaded: Story = {
  args: {
    actions: (
      <OrderActions
        order={fixtureAccountOrder()}
        invoiceHref="/en-us/account/orders/ALP00001042/invoice"
        onCancel={fn(async () => ({ ok: true as const }))}
        onReturnLabel={fn(async () => ({ ok: false as const, code: 'RTN500', message: 'x' }))}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Order ALP00001042');
    await expect(canvas.getByText(/Placed on Nov 21, 2026/)).toBeVisible();
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Placed');
    await expect(canvas.getByRole('link', { name: 'Back to orders' })).toHaveAttribute(
      'href',
      '/en-us/account/orders',
    );
    const tracking = canvas.getByRole('region', { name: 'Tracking' });
    await expect(within(tracking).getByText('Status: Placed')).toBeVisible();
    await expect(within(tracking).getByText(/Not shipped yet/)).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Home delivery' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Paid with' })).toBeVisible();
    await expect(canvas.getByText('10% off your first order')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download invoice' })).toBeVisible();
  },
};

/** A shipped order: the tracking number of its shipment. */
export const Shipped: Story = {
  args: { order: fixtureAccountOrder('shipped'), tracking: fixtureTracking('shipped') },
  play: async ({ canvas }) => {
    const tracking = canvas.getByRole('region', { name: 'Tracking' });
    await expect(within(tracking).getByText(/Tracking number 1ZALP00001042me/)).toBeVisible();
    await expect(within(tracking).getByRole('list', { name: 'History' })).toHaveTextContent(
      /Order placed.*Shipped/,
    );
  },
};

/** The tracking could not be read: the order shows without it. */
export const WithoutTracking: Story = {
  args: { tracking: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Tracking' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Totals' })).toBeVisible();
  },
};

/** A cancelled order, in French (fr-CA). */
export const CancelledFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    order: fixtureAccountOrder('cancelled'),
    tracking: fixtureTracking('cancelled'),
    locale: 'fr-CA',
    historyHref: '/fr-ca/account/orders',
    labels: ordersLabelsFrom(storyTranslator('fr', 'orders')),
    checkoutLabels: labelsIn('fr').checkout,
    cartLabels: labelsIn('fr').cart,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Commande ALP00001042',
    );
    await expect(canvas.getByTestId('order-status')).toHaveTextContent('Annulée');
    const tracking = canvas.getByRole('region', { name: 'Suivi' });
    await expect(within(tracking).getByText('Statut : Annulée')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Retour aux commandes' })).toHaveFocus();
  },
};
