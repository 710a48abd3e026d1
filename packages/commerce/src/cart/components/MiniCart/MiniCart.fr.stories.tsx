import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { fixtureCadBasket, fixtureItem, fixtureSaleItem } from '../../fixtures';
import { StoryCart } from '../CartView/storyCart';
import { MiniCart } from './MiniCart.client';

const body = within(document.body);

/** The mini cart in French (fr-CA, CAD), for designers to review the words. */
const meta = {
  title: 'Commerce/Cart/MiniCart (French)',
  component: MiniCart,
  args: {
    locale: 'fr-CA',
    hrefOf: (path: string) => `/fr-ca${path}`,
    cartHref: '/fr-ca/cart',
    checkoutHref: '/fr-ca/checkout',
  },
  parameters: { locale: 'fr-ca' },
} satisfies Meta<typeof MiniCart>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open with two lines: French title and links, the subtotal in CAD (`277,87 CAD`, spec 2 §5). */
export const WithItems: Story = {
  render: (args) => (
    <StoryCart basket={fixtureCadBasket([fixtureItem(), fixtureSaleItem])} miniCartOpen>
      <MiniCart {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Votre panier (3 articles)' });
    await expect(within(dialog).getByRole('link', { name: 'Voir le panier' })).toHaveAttribute(
      'href',
      '/fr-ca/cart',
    );
    await expect(within(dialog).getByRole('link', { name: 'Passer à la caisse' })).toBeVisible();
    await expect(within(dialog).getByTestId('mini-cart-subtotal')).toHaveTextContent(/277,87\sCAD/);
    await expect(
      within(dialog).getByRole('button', { name: "Retirer Men's Summit GTX Boot" }),
    ).toBeVisible();
  },
};

/** Open on an empty cart, in French. */
export const Empty: Story = {
  render: (args) => (
    <StoryCart basket={fixtureCadBasket([])} miniCartOpen>
      <MiniCart {...args} />
    </StoryCart>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Votre panier (0 article)' });
    await waitFor(() => expect(within(dialog).getByText('Votre panier est vide.')).toBeVisible());
  },
};
