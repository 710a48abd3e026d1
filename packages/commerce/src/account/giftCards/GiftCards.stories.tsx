import type { SavedPaymentInstrument } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GiftCards, type GiftCardsProps } from './GiftCards.client';

const giftCard = (
  id: string,
  lastFour: string,
  balance?: { amount: number; currency: string },
): SavedPaymentInstrument => ({
  paymentInstrumentId: id,
  paymentMethodId: 'GIFT_CARD',
  isDefault: false,
  card: {
    paymentInstrumentId: id,
    cardType: 'GIFT_CARD',
    holderName: 'Birthday card',
    maskedNumber: `************${lastFour}`,
    lastFour,
  },
  ...(balance ? { balance } : {}),
});

const saveOk = fn<GiftCardsProps['onSave']>(async (request) => ({
  ok: true as const,
  card: {
    ...giftCard('gc-new', request.card.number.slice(-4), { amount: 500, currency: 'USD' }),
    card: {
      ...giftCard('gc-new', request.card.number.slice(-4)).card,
      holderName: request.card.holderName,
    },
  },
}));

const meta = {
  title: 'Commerce/Account/GiftCards',
  component: GiftCards,
  args: {
    giftCards: [
      giftCard('gc-1', '0050', { amount: 50, currency: 'USD' }),
      giftCard('gc-2', '0800'),
    ],
    onSave: saveOk,
    onDelete: fn(async () => ({ ok: true as const })),
    locale: 'en-US',
  },
} satisfies Meta<typeof GiftCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two gift cards, one with its balance, one the provider cannot price; delete one. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByTestId('gift-card');
    await expect(cards[0]).toHaveTextContent(
      /Gift card ending in 0050.*Birthday card.*Balance: \$50\.00/,
    );
    await expect(cards[1]).toHaveTextContent('Balance not available right now.');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Delete the gift card ending in 0800' }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Gift card deleted.'));
    await expect(args.onDelete).toHaveBeenCalledWith('gc-2');
    await expect(canvas.getAllByTestId('gift-card')).toHaveLength(1);
  },
};

/** No gift card yet: add one by keyboard (number, PIN, name); it shows with its balance. */
export const Empty: Story = {
  args: { giftCards: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved gift cards yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a gift card' }));
    await expect(canvas.getByRole('textbox', { name: /Gift card number/ })).toHaveFocus();
    await userEvent.keyboard('6000 1000 0000 0500');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/PIN/)).toHaveFocus();
    await userEvent.keyboard('1234');
    await userEvent.tab();
    await userEvent.keyboard('For shoes');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Gift card saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      paymentMethodId: 'GIFT_CARD',
      card: {
        number: '6000100000000500',
        pin: '1234',
        holderName: 'For shoes',
        cardType: 'GIFT_CARD',
      },
    });
    await expect(canvas.getByTestId('gift-card')).toHaveTextContent(
      /ending in 0500.*For shoes.*Balance: \$500\.00/,
    );
    await expect(canvas.getByRole('button', { name: 'Add a gift card' })).toHaveFocus();
  },
};

/** The gift cards could not be read. */
export const ErrorState: Story = {
  args: { giftCards: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your gift cards.',
    );
  },
};

/** Saving a gift card already saved: busy while saving, then its own message (spec 2 §7). */
export const SavingExisting: Story = {
  args: {
    onSave: fn<GiftCardsProps['onSave']>(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                ok: false,
                code: 'PYT400',
                message: 'Payment error',
                serverMessage: 'This gift card is already saved',
              }),
            300,
          ),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a gift card' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Gift card number/ }),
      '6000100000000050',
    );
    await userEvent.type(canvas.getByLabelText(/PIN/), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Birthday card');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift card' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save gift card/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'This gift card is already saved to your account.',
      ),
    );
  },
};

/**
 * Any other failure (a wrong PIN, GFC410): the gift-card-save-failed message; missing fields
 * first fail at their fields.
 */
export const SaveFailed: Story = {
  args: {
    onSave: fn<GiftCardsProps['onSave']>(async () => ({
      ok: false,
      code: 'GFC410',
      message: 'Gift card invalid',
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a gift card' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift card' }));
    await expect(canvas.getByRole('textbox', { name: /Gift card number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /Gift card number/ })).toHaveFocus();
    await expect(canvas.getByLabelText(/PIN/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Gift card number/ }),
      '6000100000000050',
    );
    await userEvent.type(canvas.getByLabelText(/PIN/), '0000');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Birthday card');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift card' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not save your gift card. Please try again.',
      ),
    );
  },
};

/** French (fr-CA): a CAD balance shows its code (spec 2 §5); deleting a gift card. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    giftCards: [giftCard('gc-3', '0050', { amount: 50, currency: 'CAD' })],
    locale: 'fr-CA',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByTestId('gift-card');
    await expect(card).toHaveTextContent('Carte-cadeau se terminant par 0050');
    await expect(card).toHaveTextContent(/Solde : 50,00\sCAD/);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Supprimer la carte-cadeau se terminant par 0050' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Carte-cadeau supprimée.'),
    );
    await expect(canvas.getByText('Aucune carte-cadeau enregistrée.')).toBeVisible();
  },
};
