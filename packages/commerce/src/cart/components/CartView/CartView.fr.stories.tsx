import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { fixtureCadBasket, fixtureItem, fixtureSaleItem } from '../../fixtures';
import { CartView } from './CartView.client';
import { StoryCart } from './storyCart';

/** The cart page body in French (fr-CA, CAD), for designers to review the words. */
const meta = {
  title: 'Commerce/Cart/CartView (French)',
  component: CartView,
  args: {
    locale: 'fr-CA',
    hrefOf: (path: string) => `/fr-ca${path}`,
    checkoutHref: '/fr-ca/checkout',
    continueHref: '/fr-ca',
    stores: [
      { id: 'store-1', name: 'Montréal Centre-Ville' },
      { id: 'store-2', name: 'Québec' },
    ],
  },
  parameters: { layout: 'padded', locale: 'fr-ca' },
} satisfies Meta<typeof CartView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two lines (one on sale): French words, CAD amounts in fr-CA with the currency code (`149,95 CAD`, spec 2 §5). */
export const WithItems: Story = {
  render: (args) => (
    <StoryCart basket={fixtureCadBasket([fixtureItem(), fixtureSaleItem])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Panier (3 articles)',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Récapitulatif de la commande' }),
    ).toBeVisible();
    await expect(canvas.getAllByText(/149,95\sCAD/).length).toBeGreaterThan(0);
    await expect(canvas.queryByText(/\$\s?149\.95/)).not.toBeInTheDocument();
    // Screen-reader price prefixes and row totals in French, with a narrow no-break space before ':'.
    // (The raw text: the default normalizer would turn the no-break space into a space.)
    const raw = { normalizer: (text: string) => text };
    await expect(canvas.getAllByText(/^Prix actuel\u202F:/, raw).length).toBeGreaterThan(0);
    await expect(canvas.getAllByText(/^Total de l’article\u202F:/, raw).length).toBeGreaterThan(0);
    await expect(
      canvas.queryByText(/Current price|Original price|Item total/),
    ).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('radio', { name: 'Livraison à domicile' })[0]).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Passer à la caisse' })).toHaveAttribute(
      'href',
      '/fr-ca/checkout',
    );
    await userEvent.selectOptions(canvas.getAllByLabelText('Quantité')[0] as HTMLElement, '2');
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Panier (4 articles)'),
    );
  },
};

/** An empty cart in French. */
export const Empty: Story = {
  render: (args) => (
    <StoryCart basket={fixtureCadBasket([])}>
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Panier (0 article)');
    await waitFor(() => expect(canvas.getByText('Votre panier est vide.')).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Continuer vos achats' })).toHaveAttribute(
      'href',
      '/fr-ca',
    );
  },
};

/** A flash message (BSK404 recovered) in French: dismissed by « Fermer le message ». */
export const FlashMessage: Story = {
  render: (args) => (
    <StoryCart
      basket={fixtureCadBasket([fixtureItem()])}
      actions={{
        updateItem: async () => ({
          ok: true,
          basket: fixtureCadBasket([fixtureItem({ qty: 2 })]),
          notice: 'Votre panier est introuvable. Nous en avons commencé un nouveau.',
        }),
      }}
    >
      <CartView {...args} />
    </StoryCart>
  ),
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Quantité'), '2');
    await expect(await canvas.findByText(/commencé un nouveau/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer le message' }));
    await waitFor(() => expect(canvas.queryByText(/commencé un nouveau/)).not.toBeInTheDocument());
  },
};
