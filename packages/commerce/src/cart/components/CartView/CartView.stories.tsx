import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { messageForError } from '../../../api/messages';
import {
  fixtureBasket,
  fixtureDigitalItem,
  fixtureItem,
  fixtureSaleItem,
  fixtureSaved,
} from '../../fixtures';
import type { CartActionResult } from '../../types';
import { CartView } from './CartView.client';
import { loadFailingOnce, StoryCart } from './storyCart';

const meta = {
  title: 'Commerce/Cart/CartView',
  component: CartView,
  args: {
    locale: 'en-US',
    hrefOf: (path: string) => `/en-us${path}`,
    checkoutHref: '/en-us/checkout',
    continueHref: '/en-us',
    stores: [
      { id: 'store-1', name: 'Denver Flagship' },
      { id: 'store-2', name: 'Boulder' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the cart: the empty message and a way back to shopping. */
export const Empty: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (0 items)');
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** One item: quantity change updates the cart; delivery methods with a store choice. */
export const WithItems: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([fixtureItem()])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('cart-item')).toHaveLength(1);
    await userEvent.selectOptions(canvas.getByLabelText('Quantity'), '3');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Cart (3 items)'),
    );
    await expect(canvas.getByRole('radio', { name: 'Ship to home' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Pick up in store' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Checkout' })).toHaveAttribute(
      'href',
      '/en-us/checkout',
    );
  },
};

/** Sale prices: original struck through, item and order discounts, callouts, discount percentage. */
export const SalePrices: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureSaleItem], {
        promoSummary: [
          {
            level: 'PRODUCT',
            calloutMessage: '20% off fleece',
            promotionName: 'Fleece',
            promotionId: 'p1',
          },
          {
            level: 'SHIPPING',
            calloutMessage: 'Free shipping from $150',
            promotionName: 'Ship',
            promotionId: 'p2',
          },
        ],
      })}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Original price:', { exact: false })).toBeInTheDocument();
    await expect(canvas.getByText(/After item discounts/)).toBeVisible();
    await expect(canvas.getByTestId('cart-totals')).toHaveTextContent('Discount (20%)');
    await expect(canvas.getByText('Free shipping from $150')).toBeVisible();
  },
};

/** A digital item: delivered by email, with its gift option form (email validated). */
export const DigitalWithGiftOption: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([fixtureDigitalItem])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Gift option' }));
    await userEvent.type(canvas.getByLabelText('Recipient email'), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift option' }));
    await expect(await canvas.findByText('Email is not valid')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Recipient email'));
    await userEvent.type(canvas.getByLabelText('Recipient email'), 'sam@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift option' }));
    await expect(await canvas.findByText('Gift option saved.')).toBeVisible();
  },
};

/** Items out of stock, partly in stock and a delivery change are collected in notices. */
export const OutOfStockNotice: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureItem(), fixtureSaleItem], {
        flash: [
          { type: 'error', code: 'INV700', message: 'Out of stock', itemId: 'item-1' },
          { type: 'warning', code: 'INV701', message: 'Only 1 left', itemId: 'item-2' },
          {
            type: 'info',
            code: 'pickupToHome',
            message: 'An item is now delivered to your home.',
            itemId: 'item-2',
          },
        ],
      })}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    const notices = canvas.getByTestId('cart-notices');
    await expect(notices).toHaveTextContent("These items are out of stock:Men's Summit GTX Boot");
    await expect(notices).toHaveTextContent(
      "These items are only partly in stock:Women's Ridge Fleece",
    );
    await expect(notices).toHaveTextContent('An item is now delivered to your home.');
  },
};

const expired: CartActionResult = {
  ok: false,
  code: 'PRM155',
  message: 'This promo code has expired.',
  field: 'coupon',
};

/** A promo code: an expired one shows its PRM message at the input; a valid one applies. */
export const PromoCode: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureItem()])}
      actions={{
        applyCoupon: fn(async (code: string) =>
          code === 'EXPIRED10'
            ? expired
            : {
                ok: true as const,
                basket: fixtureBasket([fixtureItem()], {
                  couponItems: [
                    {
                      couponItemId: 'c1',
                      code: 'SAVE10',
                      promotionId: 'p',
                      applied: true,
                      valid: true,
                      statusCode: 'applied',
                    },
                  ],
                }),
              },
        ),
      }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Promo code');
    await userEvent.type(input, 'EXPIRED10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('This promo code has expired.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input);
    await userEvent.type(input, 'save10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Promo code SAVE10 applied.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove promo code SAVE10' })).toBeVisible();
  },
};

/** A gift card: GFC errors show at the gift card input; a good card shows its balance. */
export const GiftCardError: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureItem()])}
      actions={{
        giftCardBalance: async (cardNumber: string) =>
          cardNumber === '6000999999999999'
            ? { ok: false, code: 'GFC410', message: 'This gift card is not valid.' }
            : { ok: true, balance: { cardNumber: '**** 0050', balance: 50, currency: 'USD' } },
      }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    const number = canvas.getByLabelText('Gift card number');
    await userEvent.type(number, '6000999999999999');
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText('This gift card is not valid.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(number);
    await userEvent.type(number, '6000100000000050');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await waitFor(() =>
      expect(canvas.getByTestId('gift-card-status')).toHaveTextContent('Balance: $50.00'),
    );
  },
};

/** Saved for later: an item moves to the list and back; the list pages by 2. */
export const SavedForLater: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([fixtureItem()])} saved={fixtureSaved(3, 0, 2)}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByTestId('saved-for-later');
    await expect(list).toHaveTextContent('Saved for later (3)');
    await expect(canvas.getByRole('navigation', { name: 'Saved for later pages' })).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: "Save for later Men's Summit GTX Boot" }),
    );
    await waitFor(() => expect(canvas.queryAllByTestId('cart-item')).toHaveLength(0));
    await userEvent.click(
      canvas.getByRole('button', { name: "Move to cart Men's Summit GTX Boot" }),
    );
    await waitFor(() => expect(canvas.getAllByTestId('cart-item')).toHaveLength(1));
  },
};

/**
 * Before the first answer: a skeleton, announced as loading, in the loaded view's frame — the
 * content slots already in place, so nothing moves when the basket arrives.
 */
export const Loading: Story = {
  args: {
    slotTop: <p>Free shipping from $150.</p>,
    slotBottom: <p>Returns are free for 30 days.</p>,
  },
  render: (args) => (
    <StoryCart
      basket={null}
      preload={false}
      actions={{ load: () => new Promise(() => {}), savedPage: () => new Promise(() => {}) }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your cart');
    await expect(canvas.getByText('Free shipping from $150.')).toBeVisible();
    await expect(canvas.getByText('Returns are free for 30 days.')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
  },
};

/**
 * The basket cannot be loaded (API down): the spec's message and Try again instead of an
 * endless skeleton; Try again loads it.
 */
export const LoadFailure: Story = {
  render: (args) => (
    <StoryCart
      basket={null}
      preload={false}
      actions={{
        load: loadFailingOnce(fixtureBasket()),
        // the saved-for-later page fails too (the API is down)
        savedPage: async (): Promise<CartActionResult> => ({
          ok: false,
          code: 'GEN500',
          message: messageForError('GEN500'),
        }),
      }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    await expect(canvas.queryByRole('status', { name: /Loading/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByTestId('cart')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A remove that fails shows spec 1 §8's exact message at the item; the item stays. */
export const RemoveFailure: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureItem()])}
      actions={{ removeItem: async () => ({ ok: false, code: 'GEN500', message: 'Server error' }) }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Remove Men's Summit GTX Boot" }));
    await expect(await canvas.findByTestId('cart-item-error')).toHaveTextContent(
      'Unable to remove item from cart. Please try again later',
    );
    await expect(canvas.getAllByTestId('cart-item')).toHaveLength(1);
  },
};

/** BSK404 recovered (or a merged cart): the flash message, dismissible. */
export const FlashMessage: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureBasket([fixtureItem()])}
      actions={{
        updateItem: async () => ({
          ok: true,
          basket: fixtureBasket([fixtureItem({ qty: 2 })]),
          notice: 'Your cart could not be found. We have started a new one for you.',
        }),
      }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Quantity'), '2');
    await expect(await canvas.findByText(/started a new one/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() => expect(canvas.queryByText(/started a new one/)).not.toBeInTheDocument());
  },
};

/** Edit opens the quick-shop for the item (update in cart, spec 3 §4). */
export const EditItem: Story = {
  args: { onEditItem: fn() },
  render: (args) => (
    <StoryCart basket={fixtureBasket([fixtureItem()])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Edit Men's Summit GTX Boot" }));
    await expect(args.onEditItem).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'item-1', masterId: 'ALP1001M' }),
    );
  },
};
