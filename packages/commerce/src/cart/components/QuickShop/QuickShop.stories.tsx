import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureProduct } from '../../../product/fixtures';
import { fixtureBasket, fixtureItem } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { StoryCart } from '../CartView/storyCart';
import { QuickShop } from './QuickShop.client';

const body = within(document.body);
const added: CartActionResult = { ok: true, basket: fixtureBasket([fixtureItem()]) };
const settings = { notifyMe: false, miniCart: true, closeOnAdd: false };

/** The open quick-shop of the fixture boot, after clicking the given options in order. */
async function openChoosing(...options: string[]) {
  const dialog = within(await body.findByRole('dialog', { name: "Men's Summit GTX Boot" }));
  for (const option of options) await userEvent.click(dialog.getByText(option));
  return dialog;
}

const meta = {
  title: 'Commerce/Cart/QuickShop',
  component: QuickShop,
  args: {
    open: true,
    onOpenChange: fn(),
    product: fixtureProduct,
    locale: 'en-US',
    signedIn: false,
    settings,
    productHref: '/en-us/p/mens-summit-gtx-boot-ALP1001M',
    signInHref: '/en-us/sign-in',
    retryDelayMs: 30,
  },
  render: (args) => (
    <StoryCart basket={fixtureBasket([])}>
      <QuickShop {...args} />
    </StoryCart>
  ),
} satisfies Meta<typeof QuickShop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choose a size, add: quick-shop sends qty 1 / maxQty 1 and closes (mini-cart feature on). */
export const AddToCart: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} actions={{ addItem: addSpy }}>
      <QuickShop {...args} />
    </StoryCart>
  ),
  play: async ({ args }) => {
    const dialog = await openChoosing();
    await expect(dialog.getByRole('radio', { name: 'Black' })).toBeChecked();
    await userEvent.click(dialog.getByText('10'));
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
    await expect(addSpy).toHaveBeenCalledWith(
      {
        productId: 'ALP1001M-BLA-10',
        upc: expect.any(String),
        qty: 1,
        maxQty: 1,
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
      [],
    );
  },
};
const addSpy = fn(async (): Promise<CartActionResult> => added);

/** Adding without a full choice asks for the missing attribute. */
export const ChooseFirst: Story = {
  play: async () => {
    const dialog = await openChoosing();
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    // waitFor: the dialog fades in from opacity 0, which toBeVisible reads as hidden.
    await waitFor(() => expect(dialog.getByText('Choose a size.')).toBeVisible());
  },
};

/** An out-of-stock variant with notify me off: the disabled out-of-stock button. */
export const OutOfStock: Story = {
  play: async () => {
    const dialog = await openChoosing('Forest', '9');
    await expect(dialog.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  },
};

/** Notify me comes first when the feature is on and the variant allows it. */
export const NotifyMe: Story = {
  args: { settings: { ...settings, notifyMe: true } },
  play: async () => {
    const dialog = await openChoosing('Forest', '9');
    await expect(dialog.getByRole('link', { name: 'Notify me' })).toBeVisible();
  },
};

/** A presale product for a guest: sign in to buy. */
export const SignInToBuy: Story = {
  args: { product: { ...fixtureProduct, presale: true } },
  play: async () => {
    const dialog = await openChoosing('9');
    await expect(dialog.getByRole('link', { name: 'Sign in to buy' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
  },
};

/** Opened for a cart item: update in cart, with its choice. */
export const UpdateInCart: Story = {
  args: {
    updating: { itemId: 'item-1', choice: { color: 'sand', size: '9' } },
    settings: { ...settings, miniCart: false },
  },
  play: async () => {
    const dialog = await openChoosing();
    await expect(dialog.getByRole('radio', { name: 'Sand' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Update in cart' }));
    await waitFor(() => expect(dialog.getByText('Your cart was updated.')).toBeVisible());
  },
};

let flakyCalls = 0;
const flaky = fn(
  async (): Promise<CartActionResult> =>
    flakyCalls++ % 2 === 0 ? { ok: false, code: 'GEN500', message: 'Try again' } : added,
);

/**
 * A failed add is retried once (after 2 s; 30 ms here) and then succeeds; the retry carries
 * the same idempotency key (an add that timed out but landed is not added twice).
 */
export const RetriedOnce: Story = {
  args: { settings: { ...settings, miniCart: false } },
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} actions={{ addItem: flaky }}>
      <QuickShop {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await openChoosing('9');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(dialog.getByText('Added to your cart.')).toBeVisible());
    await expect(flaky).toHaveBeenCalledTimes(2);
    const [first, retry] = flaky.mock.calls.map(
      (call) => (call as unknown[])[0] as { idempotencyKey?: string },
    );
    await expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    await expect(first?.idempotencyKey).toBeTruthy();
  },
};

const freeGift = fn(
  async (): Promise<CartActionResult> => ({
    ok: false,
    code: 'GWP403',
    message: 'The free gift cannot be added to your cart.',
  }),
);

/** The free-gift error is not retried: its message shows as a notification. */
export const FreeGiftError: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} actions={{ addItem: freeGift }}>
      <QuickShop {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await openChoosing('9');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to cart' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The free gift cannot be added to your cart.',
    );
    await expect(freeGift).toHaveBeenCalledTimes(1);
  },
};

/** While the product loads: a skeleton, announced. */
export const Loading: Story = {
  args: { product: null },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Quick shop' }));
    await expect(dialog.getByRole('status')).toHaveTextContent('Loading the product');
  },
};

/** The product could not be loaded. */
export const LoadError: Story = {
  args: { product: null, loadError: 'This product is no longer available.' },
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Quick shop' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(
      'This product is no longer available.',
    );
  },
};

const favoriteOf = fn((variantId: string | undefined) => variantId);

/**
 * With the host's favorite heart (spec 1 §4): it gets the chosen variant once the choice is
 * complete, and none before.
 */
export const WithFavorite: Story = {
  args: {
    renderFavorite: (variantId) => (
      <button type="button" onClick={() => favoriteOf(variantId)}>
        Favorite
      </button>
    ),
  },
  play: async () => {
    const dialog = await openChoosing();
    await userEvent.click(dialog.getByRole('button', { name: 'Favorite' }));
    await expect(favoriteOf).toHaveBeenLastCalledWith(undefined);
    await openChoosing('Black', '9');
    await userEvent.click(dialog.getByRole('button', { name: 'Favorite' }));
    await expect(favoriteOf).toHaveBeenLastCalledWith(expect.stringMatching(/-BLA-9$/));
  },
};
