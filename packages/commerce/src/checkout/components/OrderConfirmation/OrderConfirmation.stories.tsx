import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storySession } from '../../../account/associate/storyLabels';
import { labelsIn } from '../../../messages/labelsIn';
import {
  fixtureDenverStore,
  fixtureLodoPoint,
  fixturePudoBasket,
  fixtureStsBasket,
} from '../../flow/deliveryFixtures';
import { fixtureOrder } from '../../flow/fixtures';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Commerce/Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: {
    labels: labelsIn('en').checkout,
    cartLabels: labelsIn('en').cart,
    order: fixtureOrder(),
    locale: 'en-US',
    continueHref: '/en-us',
  },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Order number, e-mail, items per shipment, payment and totals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you for your order',
    );
    await expect(canvas.getByTestId('order-number')).toHaveTextContent('Order number ALP00001042');
    await expect(canvas.getByText('We sent a confirmation to ada@example.com.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Home delivery' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** With content slots above and under the order (augmentedpage order-confirmation). */
export const WithSlots: Story = {
  args: {
    slotTop: <p>Members earn points on this order.</p>,
    slotBottom: <p>Need help? Contact us.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Members earn points on this order.')).toBeVisible();
    await expect(canvas.getByText('Need help? Contact us.')).toBeVisible();
  },
};

/** Store deliveries: the collection point (named by its address) and the store with theirs. */
export const StoreDeliveries: Story = {
  args: {
    storeNames: { '0101': 'Alpine Denver Flagship' },
    order: {
      ...fixtureOrder(),
      items: [
        ...fixtureStsBasket.items.map((i) => ({ ...i, id: 'item-a' })),
        ...fixturePudoBasket.items.map((i) => ({ ...i, id: 'item-b' })),
      ],
      shipments: [
        ...fixtureStsBasket.shipments.map((s) =>
          s.shipmentId === 'sts-0101' ? { ...s, shippingAddress: fixtureDenverStore.address } : s,
        ),
        ...fixturePudoBasket.shipments
          .filter((s) => s.shipmentId !== 'me')
          .map((s) => ({ ...s, shippingAddress: fixtureLodoPoint.address })),
      ],
    },
  },
  play: async ({ canvas }) => {
    const store = canvas.getByRole('region', { name: 'Ship to store: Alpine Denver Flagship' });
    await expect(within(store).getByText(/Ship to store · Free · 5-7 days/)).toBeVisible();
    await expect(within(store).getByText(/1600 Wynkoop St/)).toBeVisible();
    const point = canvas.getByRole('region', { name: 'Collection point: 1701 Wynkoop St' });
    await expect(within(point).getByText(/Collection point · \$5\.00 · 2-4 days/)).toBeVisible();
  },
};

/** An in-store order (spec 1 §7 `inStoreSalesInfo`): the store and the associate it recorded. */
export const InStoreOrder: Story = {
  args: { order: { ...fixtureOrder(), inStoreSalesInfo: storySession } },
  play: async ({ canvas }) => {
    const sale = canvas.getByRole('region', { name: 'In-store sale' });
    await expect(within(sale).getByText('Alpine Denver Flagship (0101)')).toBeVisible();
    await expect(within(sale).getByText('Evan Park (E0101-2)')).toBeVisible();
  },
};

/** An in-store order in French (fr-CA). */
export const InStoreOrderFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    order: { ...fixtureOrder(), inStoreSalesInfo: storySession },
    locale: 'fr-CA',
    labels: labelsIn('fr').checkout,
    cartLabels: labelsIn('fr').cart,
  },
  play: async ({ canvas }) => {
    const sale = canvas.getByRole('region', { name: 'Vente en magasin' });
    await expect(within(sale).getByText('Magasin')).toBeVisible();
    await expect(within(sale).getByText('Evan Park (E0101-2)')).toBeVisible();
  },
};
