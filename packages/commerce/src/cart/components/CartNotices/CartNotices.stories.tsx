import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket, fixtureDigitalItem, fixtureItem, fixtureSaleItem } from '../../fixtures';
import { CartNotices } from './CartNotices';

const cartLabels = labelsIn('en').cart;

const boot = fixtureItem();
const fleece = fixtureSaleItem;
const giftCard = fixtureDigitalItem;

const meta = {
  title: 'Commerce/Cart/CartNotices',
  component: CartNotices,
  args: { labels: labelsIn('en').cart, basket: fixtureBasket([boot, fleece, giftCard]) },
} satisfies Meta<typeof CartNotices>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to say: no notice at all. */
export const None: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('cart-notices')).toBeEmptyDOMElement();
  },
};

/** One collected notice per group (INV700, INV701, INV702; spec 1 §4), each naming its items. */
export const StockGroups: Story = {
  args: {
    basket: fixtureBasket([boot, fleece, giftCard], {
      flash: [
        { type: 'error', code: 'INV700', message: apiMessages.INV700, itemId: boot.id },
        { type: 'warning', code: 'INV701', message: apiMessages.INV701, itemId: fleece.id },
        { type: 'error', code: 'INV702', message: apiMessages.INV702, itemId: giftCard.id },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(cartLabels.outOfStock)).toBeVisible();
    await expect(canvas.getByText(cartLabels.partlyOutOfStock)).toBeVisible();
    await expect(canvas.getByText(cartLabels.notAvailable)).toBeVisible();
    await expect(canvas.getByText(boot.name)).toBeVisible();
    await expect(canvas.queryByText(cartLabels.allBlocked)).toBeNull();
  },
};

/** Items named in their own notifications and in the flash are listed once. */
export const OutOfStockOnly: Story = {
  args: {
    basket: fixtureBasket(
      [
        fixtureItem({
          customerNotifications: [
            { type: 'error', code: 'INV700', message: apiMessages.INV700, itemId: boot.id },
          ],
        }),
        fleece,
      ],
      { flash: [{ type: 'error', code: 'INV700', message: apiMessages.INV700, itemId: boot.id }] },
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(boot.name)).toHaveLength(1);
    await expect(canvas.queryByText(cartLabels.partlyOutOfStock)).toBeNull();
  },
};

/** Every item out of stock or unavailable: the blocking notice (the order cannot be placed). */
export const AllBlocked: Story = {
  args: {
    basket: fixtureBasket([boot, fleece], {
      flash: [
        { type: 'error', code: 'INV700', message: apiMessages.INV700, itemId: boot.id },
        { type: 'error', code: 'INV702', message: apiMessages.INV702, itemId: fleece.id },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(cartLabels.allBlocked)).toBeVisible();
  },
};

/** Delivery-method changes (spec 1 §4): an info notice and an error notice. */
export const DeliveryChanges: Story = {
  args: {
    basket: fixtureBasket([boot, fleece], {
      flash: [
        {
          type: 'info',
          code: 'pickupToHome',
          message: `${boot.name}: not enough stock in store 101, it will be delivered to your home`,
          itemId: boot.id,
        },
        {
          type: 'error',
          code: 'storeToHome',
          message: `${fleece.name}: ship to store is not available, choose home delivery`,
          itemId: fleece.id,
        },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/it will be delivered to your home/)).toBeVisible();
    await expect(canvas.getByText(/ship to store is not available/)).toBeVisible();
    await expect(canvas.queryByText(cartLabels.outOfStock)).toBeNull();
  },
};
