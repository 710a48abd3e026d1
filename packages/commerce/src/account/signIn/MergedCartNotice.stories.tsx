import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useTranslations } from 'use-intl';
import { useCartController } from '../../cart/CartContext.client';
import { mergedCartNotice } from '../../cart/cartNotices';
import { CartView } from '../../cart/components/CartView/CartView.client';
import { StoryCart } from '../../cart/components/CartView/storyCart';
import { MiniCart } from '../../cart/components/MiniCart/MiniCart.client';
import { fixtureBasket, fixtureItem, fixtureSaleItem } from '../../cart/fixtures';

/**
 * After a sign-in whose token answer reports the cart's item count rose (spec 1 §4): the
 * merged-cart notice, once, in the cart's flash (the storefront sets it from the login's
 * one-time `cartFlash` cookie), on the cart page and in the mini cart.
 */
function MergedFlash() {
  const controller = useCartController();
  const message = useTranslations('account')('mergedCart');
  useEffect(() => {
    const notice = mergedCartNotice({ unitsBefore: 1, unitsAfter: 3 }, message);
    if (notice) controller.store.setFlash({ tone: notice.tone, message: notice.message });
  }, [controller, message]);
  return null;
}

const basket = fixtureBasket([fixtureItem(), fixtureSaleItem]);

const meta = {
  title: 'Commerce/Account/MergedCartNotice',
  component: CartView,
  args: {
    locale: 'en-US',
    hrefOf: (path: string) => `/en-us${path}`,
    checkoutHref: '/en-us/checkout',
    continueHref: '/en-us',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The cart page after a merging sign-in: the notice above the items, dismissible. */
export const OnTheCart: Story = {
  render: (args) => (
    <StoryCart basket={basket}>
      <MergedFlash />
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    const notice = await canvas.findByText(/Items you added before signing in/);
    await expect(notice).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss message' }));
    await waitFor(() =>
      expect(canvas.queryByText(/Items you added before signing in/)).not.toBeInTheDocument(),
    );
  },
};

/** The mini cart after a merging sign-in. */
export const InTheMiniCart: Story = {
  render: (args) => (
    <StoryCart basket={basket} miniCartOpen>
      <MergedFlash />
      <MiniCart
        locale={args.locale}
        hrefOf={args.hrefOf}
        cartHref="/en-us/cart"
        checkoutHref={args.checkoutHref}
      />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: /^Your cart/ });
    await expect(
      await within(dialog).findByText(/Items you added before signing in/),
    ).toBeVisible();
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  render: (args) => (
    <StoryCart basket={basket}>
      <MergedFlash />
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/ajoutés avant votre connexion/)).toBeVisible();
  },
};
