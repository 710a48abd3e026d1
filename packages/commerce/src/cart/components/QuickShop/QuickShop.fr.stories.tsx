import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureProduct } from '../../../product/fixtures';
import { fixtureBasket, fixtureItem } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { StoryCart } from '../CartView/storyCart';
import { QuickShop } from './QuickShop.client';

const body = within(document.body);
const added: CartActionResult = { ok: true, basket: fixtureBasket([fixtureItem()]) };
const settings = { notifyMe: false, miniCart: false, closeOnAdd: false };

/** The quick-shop dialog in French (fr-CA, CAD), for designers to review the words. */
const meta = {
  title: 'Commerce/Cart/QuickShop (French)',
  component: QuickShop,
  args: {
    open: true,
    onOpenChange: fn(),
    product: { ...fixtureProduct, currency: 'CAD' },
    locale: 'fr-CA',
    signedIn: false,
    settings,
    productHref: '/fr-ca/p/mens-summit-gtx-boot-ALP1001M',
    signInHref: '/fr-ca/sign-in',
    retryDelayMs: 30,
  },
  parameters: { locale: 'fr-ca' },
  render: (args) => (
    <StoryCart basket={fixtureBasket([])} actions={{ addItem: async () => added }}>
      <QuickShop {...args} />
    </StoryCart>
  ),
} satisfies Meta<typeof QuickShop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding before choosing a size asks for it in French; then the item is added. */
export const AddToCart: Story = {
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: "Men's Summit GTX Boot" });
    // Visible once the dialog's opening transition has run.
    await waitFor(() =>
      expect(within(dialog).getByRole('link', { name: 'Voir tous les détails' })).toBeVisible(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(
      await within(dialog).findByText(/^Choisissez\u202F: /, { normalizer: (text) => text }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByText('10'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ajouter au panier' }));
    await expect(await within(dialog).findByText('Ajouté à votre panier.')).toBeVisible();
  },
};

/** Opened for a cart item: « Mettre à jour le panier ». */
export const UpdateInCart: Story = {
  args: { updating: { itemId: 'item-1', choice: { color: 'sand', size: '9' } } },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: "Men's Summit GTX Boot" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mettre à jour le panier' }));
    await waitFor(async () =>
      expect(await within(dialog).findByText('Votre panier a été mis à jour.')).toBeVisible(),
    );
  },
};

/** Loading the product: the dialog is titled « Achat rapide ». */
export const Loading: Story = {
  args: { product: null },
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Achat rapide' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Chargement du produit');
  },
};
