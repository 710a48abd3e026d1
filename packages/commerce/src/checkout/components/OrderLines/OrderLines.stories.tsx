import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureItem } from '../../../cart/fixtures';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureOrder, fixtureSummaryBasket } from '../../flow/fixtures';
import { basketLines, OrderLines } from './OrderLines';

const meta = {
  title: 'Commerce/Checkout/OrderLines',
  component: OrderLines,
  args: {
    labels: labelsIn('en').checkout,
    cartLabels: labelsIn('en').cart,
    source: fixtureOrder(),
    locale: 'en-US',
    idPrefix: 'lines',
    paymentTitle: 'Paid with',
    totalsTitle: 'Totals',
  },
} satisfies Meta<typeof OrderLines>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A placed order (confirmation): shipment, payment and totals sections, no edit buttons. */
export const Order: Story = {
  play: async ({ canvas }) => {
    const home = canvas.getByRole('region', { name: 'Home delivery' });
    await expect(within(home).getByText('Standard · $8.00 · 3-5 days')).toBeVisible();
    await expect(within(home).getByRole('listitem')).toHaveTextContent(
      /Men's Summit GTX Boot.*Qty 1.*\$/,
    );
    const paid = canvas.getByRole('region', { name: 'Paid with' });
    await expect(within(paid).getByRole('listitem')).toHaveTextContent(
      'Credit or debit card$161.95',
    );
    await expect(canvas.getByRole('region', { name: 'Totals' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
  },
};

/**
 * A free-shipping promotion: the shipment's method says Free, as the totals charge it (its
 * `shippingDiscount` is the method's price), not the method's list price.
 */
export const FreeShippingPromotion: Story = {
  args: {
    source: (() => {
      const order = fixtureOrder();
      return {
        ...order,
        shipments: order.shipments.map((shipment) => ({
          ...shipment,
          shippingDiscount: shipment.shippingMethod?.price ?? 0,
        })),
      };
    })(),
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole('region', { name: 'Home delivery' });
    await expect(within(home).getByText('Standard · Free · 3-5 days')).toBeVisible();
    await expect(within(home).queryByText(/\$8\.00/)).toBeNull();
  },
};

/** A basket at the summary step: each section has an Edit button going back to its step. */
export const BasketWithEdit: Story = {
  args: {
    source: basketLines(fixtureSummaryBasket),
    idPrefix: 'summary-lines',
    paymentTitle: 'Payment',
    totalsTitle: 'Order summary',
    onEdit: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Home delivery' }));
    await expect(args.onEdit).toHaveBeenCalledWith('shipping');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit: Payment' }));
    await expect(args.onEdit).toHaveBeenLastCalledWith('billing');
  },
};

/** Items in two shipments (home and a store pickup): one section each, the empty one left out. */
export const TwoShipments: Story = {
  args: {
    source: basketLines({
      ...fixtureSummaryBasket,
      items: [
        fixtureItem(),
        fixtureItem({ id: 'item-2', name: 'Trail Cap', shipmentId: 'pickup-0101' }),
      ],
      shipments: [
        ...fixtureSummaryBasket.shipments,
        {
          shipmentId: 'pickup-0101',
          storeId: '0101',
          shippingMethod: { code: 'pickup', price: 0, deliveryTime: 'Same day' },
        },
        { shipmentId: 'digital' },
      ],
    }),
    storeNames: { '0101': 'Denver' },
  },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toHaveLength(4);
    await expect(headings[1]).toMatch(/Denver/);
    await expect(canvas.getByText('Trail Cap')).toBeVisible();
  },
};
