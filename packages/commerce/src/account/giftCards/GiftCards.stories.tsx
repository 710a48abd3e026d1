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

const saveOk = fn<GiftCardsProps['onSave']>(async (values) => ({
  ok: true as const,
  card: {
    ...giftCard('gc-new', values.number.slice(-4), { amount: 500, currency: 'USD' }),
    card: {
      ...giftCard('gc-new', values.number.slice(-4)).card,
      holderName: values.holderName,
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
    await userEvent.keyboard(' For shoes ');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Gift card saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      number: '6000100000000500',
      pin: '1234',
      holderName: 'For shoes',
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
    const number = canvas.getByRole('textbox', { name: /Gift card number/ });
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    await expect(number).toHaveFocus();
    await expect(number).toHaveAccessibleDescription('Required');
    await expect(canvas.getByLabelText(/PIN/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Required')).toHaveLength(3);
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
    // Nothing lost: the values stay for another try.
    await expect(canvas.getByRole('textbox', { name: /Gift card number/ })).toHaveValue(
      '6000100000000050',
    );
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toHaveValue('Birthday card');
  },
};

/** A number too short (not 12 to 19 digits): refused at the number, nothing sent. */
export const ShortNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a gift card' }));
    const number = canvas.getByRole('textbox', { name: /Gift card number/ });
    await userEvent.type(number, '6000 1000');
    await userEvent.type(canvas.getByLabelText(/PIN/), '1234');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), 'Birthday card');
    await userEvent.click(canvas.getByRole('button', { name: 'Save gift card' }));
    await waitFor(() => expect(number).toHaveAccessibleDescription('Required'));
    await expect(number).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
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

/** French (fr-CA): the required fields say so in French, the number focused. */
export const FrenchInvalid: Story = {
  parameters: { locale: 'fr-ca' },
  args: { giftCards: [], locale: 'fr-CA' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une carte-cadeau' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la carte-cadeau' }));
    await waitFor(() => expect(canvas.getAllByText('Obligatoire')).toHaveLength(3));
    await expect(canvas.getByRole('textbox', { name: /Numéro de la carte-cadeau/ })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
