import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket, fixtureDigitalItem, fixtureItem, fixtureSaleItem } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { CartItem } from './CartItem.client';

const cartLabels = labelsIn('en').cart;

const ok: CartActionResult = { ok: true, basket: fixtureBasket() };
const stores = [
  { id: '101', name: 'Alpine Flagship, Denver' },
  { id: '102', name: 'Alpine Outlet, Boulder' },
];

const meta = {
  title: 'Commerce/Cart/CartItem',
  component: CartItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 640 }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    item: fixtureItem(),
    currency: 'USD',
    locale: 'en-US',
    href: '/en-us/p/mens-summit-gtx-boot-ALP1001M?color=black&size=9',
    onUpdate: fn(async (): Promise<CartActionResult> => ok),
    onRemove: fn(async (): Promise<CartActionResult> => ok),
    onSaveForLater: fn(async (): Promise<CartActionResult> => ok),
    onEdit: fn(),
  },
} satisfies Meta<typeof CartItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full price, one unit, ship to home: quantity change, edit and save for later. */
export const FullPrice: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByTestId('row-total')).toHaveTextContent('$149.95');
    await expect(canvas.queryByText(/After item discounts/)).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Quantity'), '3');
    await expect(args.onUpdate).toHaveBeenCalledWith({
      itemId: 'item-1',
      productId: 'ALP1001M-BLA-9',
      qty: 3,
    });
    await userEvent.click(canvas.getByRole('button', { name: /Save for later/ }));
    await expect(args.onSaveForLater).toHaveBeenCalledWith('item-1');
    await userEvent.click(canvas.getByRole('button', { name: /Edit/ }));
    await expect(args.onEdit).toHaveBeenCalled();
  },
};

/** On sale: original price struck, product promotion callout, after item discounts. */
export const Sale: Story = {
  args: { item: fixtureSaleItem },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('20% off fleece')).toBeVisible();
    await expect(canvas.getByText('After item discounts: $127.92')).toBeVisible();
    await expect(canvas.getByTestId('row-total')).toHaveTextContent('$159.90');
  },
};

/** An order promotion (coupon) spread over the item: after order discounts, with its code. */
export const OrderPromotion: Story = {
  args: {
    item: fixtureItem({
      price: {
        current: 149.95,
        original: 149.95,
        rowTotal: 149.95,
        priceAfterItemDiscount: 149.95,
        priceAfterOrderDiscount: 134.96,
      },
      productPromotions: [
        {
          promotionId: 'save10',
          campaignId: 'autumn',
          price: -14.99,
          calloutMessage: '10% off your order',
          couponCode: 'SAVE10',
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('10% off your order (SAVE10)')).toBeVisible();
    await expect(canvas.getByText('After order discounts: $134.96')).toBeVisible();
  },
};

/** An item with high current/original prices (`highCurrent`, `highOriginal`): shown as ranges. */
export const PriceRange: Story = {
  args: {
    item: fixtureItem({
      price: {
        current: 99.95,
        original: 129.95,
        highCurrent: 119.95,
        highOriginal: 149.95,
        rowTotal: 99.95,
        priceAfterItemDiscount: 99.95,
        priceAfterOrderDiscount: 99.95,
      },
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('row-total')).toHaveTextContent('$99.95');
    await expect(canvasElement.querySelector('s')).toHaveTextContent(/\$129\.95.*\$149\.95/);
    await expect(canvas.getByText(/\$99\.95.*\$119\.95/)).toBeVisible();
  },
};

/** A free gift (bonus item): marked free, no controls. */
export const FreeGift: Story = {
  args: {
    item: fixtureItem({
      id: 'item-gift',
      name: 'Trail Bottle',
      productId: 'ALP9002U-GRN-OS',
      attributes: { color: 'Green' },
      bonus: true,
      price: {
        current: 0,
        original: 24.95,
        rowTotal: 0,
        priceAfterItemDiscount: 0,
        priceAfterOrderDiscount: 0,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Free/)).toBeVisible();
    await expect(canvas.queryByLabelText('Quantity')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
  },
};

/** Out of stock (INV700): the item's notification shows at the item. */
export const OutOfStock: Story = {
  args: {
    item: fixtureItem({
      customerNotifications: [
        { type: 'error', code: 'INV700', message: apiMessages.INV700, itemId: 'item-1' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(apiMessages.INV700)).toBeVisible();
  },
};

/** Partly out of stock (INV701): more asked than in stock. */
export const PartlyOutOfStock: Story = {
  args: {
    item: fixtureItem({
      qty: 3,
      maxQty: 2,
      customerNotifications: [
        { type: 'warning', code: 'INV701', message: apiMessages.INV701, itemId: 'item-1' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(apiMessages.INV701)).toBeVisible();
    await expect(canvas.getByLabelText('Quantity')).toHaveValue('3');
  },
};

/** No longer available (INV702). */
export const Unavailable: Story = {
  args: {
    item: fixtureItem({
      customerNotifications: [
        { type: 'error', code: 'INV702', message: apiMessages.INV702, itemId: 'item-1' },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(apiMessages.INV702)).toBeVisible();
  },
};

/** A digital product: the gift option form in a disclosure; a bad email is refused. */
export const GiftOption: Story = {
  args: { item: { ...fixtureDigitalItem, giftOption: { to: 'Sam', message: 'Enjoy!' } } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Gift option' }));
    await expect(canvas.getByLabelText('Recipient name')).toHaveValue('Sam');
    await userEvent.type(canvas.getByLabelText('Recipient email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift option' }));
    await expect(await canvas.findByText('Email is not valid')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Recipient email'));
    await userEvent.type(canvas.getByLabelText('Recipient email'), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift option' }));
    await expect(await canvas.findByText('Gift option saved.')).toBeVisible();
    await expect(args.onUpdate).toHaveBeenCalledWith({
      itemId: 'item-3',
      giftOption: { to: 'Sam', email: 'sam@example.com', message: 'Enjoy!' },
    });
  },
};

/** Pick up in store: the delivery choice and the store select. */
export const PickupStore: Story = {
  args: {
    stores,
    item: fixtureItem({
      shippingOptions: {
        selected: 'pickup',
        available: ['standard', 'pickup', 'sts'],
        storeInfo: { id: '101', storeInventory: 4 },
      },
    }),
  },
  play: async ({ canvas, args }) => {
    const delivery = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(within(delivery).getByRole('radio', { name: 'Pick up in store' })).toBeChecked();
    await expect(canvas.getByLabelText('Store')).toHaveValue('101');
    await userEvent.selectOptions(canvas.getByLabelText('Store'), '102');
    await expect(args.onUpdate).toHaveBeenLastCalledWith({
      itemId: 'item-1',
      productId: 'ALP1001M-BLA-9',
      shippingMethod: 'pickup',
      storeId: '102',
    });
    await userEvent.click(within(delivery).getByRole('radio', { name: 'Ship to store' }));
    await expect(args.onUpdate).toHaveBeenLastCalledWith({
      itemId: 'item-1',
      productId: 'ALP1001M-BLA-9',
      shippingMethod: 'sts',
      storeId: '101',
    });
  },
};

/**
 * Moved to a collection point in the change-shipping-method dialog, then reloaded: the
 * delivery line names the point from the basket (`storeInfo.name`), not by its id.
 */
export const CollectionPointNamed: Story = {
  args: {
    onChangeDelivery: fn(),
    item: fixtureItem({
      shippingOptions: {
        selected: 'pudo',
        available: ['standard', 'pudo'],
        storeInfo: { id: 'CP-US-001', storeInventory: 0, name: 'UPS Access Point – LoDo Market' },
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Delivery: Pick up at a collection point at UPS Access Point – LoDo Market'),
    ).toBeVisible();
    await expect(canvas.queryByText(/CP-US-001/)).toBeNull();
  },
};

/** The same in French. */
export const CollectionPointNamedFrench: Story = {
  ...CollectionPointNamed,
  args: { ...CollectionPointNamed.args, currency: 'CAD', locale: 'fr-CA' },
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/UPS Access Point – LoDo Market$/)).toBeVisible();
    await expect(canvas.queryByText(/CP-US-001/)).toBeNull();
  },
};

/** Home delivery offered at two speeds: every option is named in words, none by its code. */
export const ExpressOffered: Story = {
  args: {
    item: fixtureItem({
      shippingOptions: { selected: 'standard', available: ['standard', 'express'] },
    }),
  },
  play: async ({ canvas }) => {
    const delivery = canvas.getByRole('radiogroup', { name: 'Delivery' });
    await expect(within(delivery).getByRole('radio', { name: 'Ship to home' })).toBeChecked();
    await expect(
      within(delivery).getByRole('radio', { name: 'Express home delivery' }),
    ).toBeVisible();
    await expect(within(delivery).queryByText('express')).toBeNull();
  },
};

/** Without stores, pickup and ship-to-store are not offered: only home delivery, no choice. */
export const NoStores: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByLabelText('Store')).toBeNull();
  },
};

/** The mini cart's compact item: quantity and remove only. */
export const Compact: Story = {
  args: { compact: true, stores },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Quantity')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Save for later/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Edit/ })).toBeNull();
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** A connected employee: no save for later (spec 1 §4). */
export const EmployeeNoSaveForLater: Story = {
  args: { canSaveForLater: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Save for later/ })).toBeNull();
  },
};

/** A failed remove shows spec 1 §8's exact message at the item. */
export const RemoveFailed: Story = {
  args: {
    onRemove: fn(
      async (): Promise<CartActionResult> => ({ ok: false, code: 'API400', message: 'x' }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Remove/ }));
    await expect(args.onRemove).toHaveBeenCalledWith({
      itemId: 'item-1',
      productId: 'ALP1001M-BLA-9',
      upc: '000000000101',
    });
    await expect(await canvas.findByTestId('cart-item-error')).toHaveTextContent(
      cartLabels.removeFailed,
    );
  },
};

/** While an update runs the item is busy and its controls disabled. */
export const Updating: Story = {
  args: { onUpdate: fn(() => new Promise<CartActionResult>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Quantity'), '2');
    await expect(canvas.getByTestId('cart-item')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByLabelText('Quantity')).toBeDisabled();
  },
};
