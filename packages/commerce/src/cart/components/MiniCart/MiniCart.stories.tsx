import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fixtureBasket, fixtureItem, fixtureSaleItem } from '../../fixtures';
import { loadFailingOnce, StoryCart } from '../CartView/storyCart';
import { MiniCart } from './MiniCart.client';

const body = within(document.body);

const meta = {
  title: 'Commerce/Cart/MiniCart',
  component: MiniCart,
  args: {
    locale: 'en-US',
    hrefOf: (path: string) => `/en-us${path}`,
    cartHref: '/en-us/cart',
    checkoutHref: '/en-us/checkout',
  },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open with two items: a panel with the subtotal, view cart and checkout; remove works. */
export const WithItems: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([fixtureItem(), fixtureSaleItem])} miniCartOpen>
      <MiniCart {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Your cart (3 items)' });
    await expect(dialog).toHaveAttribute('data-presentation', 'panel');
    await expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute(
      'href',
      '/en-us/cart',
    );
    await expect(within(dialog).getByTestId('mini-cart-subtotal')).toHaveTextContent('$277.87');
    await userEvent.click(
      within(dialog).getByRole('button', { name: "Remove Men's Summit GTX Boot" }),
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Open on an empty cart. */
export const Empty: Story = {
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} miniCartOpen>
      <MiniCart {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Your cart (0 items)' });
    // Visible once the panel's opening transition has run.
    await waitFor(() => expect(within(dialog).getByText('Your cart is empty.')).toBeVisible());
  },
};

/** Opened while the basket cannot be loaded: the spec's message and Try again, which loads it. */
export const LoadFailure: Story = {
  render: (args) => (
    <StoryCart
      basket={null}
      preload={false}
      miniCartOpen
      actions={{ load: loadFailingOnce(fixtureBasket([fixtureItem()])) }}
    >
      <MiniCart {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: /^Your cart/ });
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again later.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('cart-item')).toHaveLength(1));
    await expect(within(dialog).queryByRole('alert')).toBeNull();
  },
};
