import type { SavedPaymentInstrument } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SavedCards, type SavedCardsProps } from './SavedCards.client';

const visa = (id: string, lastFour: string, isDefault: boolean): SavedPaymentInstrument => ({
  paymentInstrumentId: id,
  paymentMethodId: 'CREDIT_CARD',
  isDefault,
  card: {
    paymentInstrumentId: id,
    cardType: 'VISA',
    holderName: 'Ada Lovelace',
    maskedNumber: `************${lastFour}`,
    lastFour,
    expirationMonth: 8,
    expirationYear: 2028,
  },
});

const saveOk = fn<SavedCardsProps['onSave']>(async (request) => ({
  ok: true as const,
  card: {
    ...visa('pi-new', request.card.number.slice(-4), request.isDefault ?? false),
    card: {
      ...visa('pi-new', request.card.number.slice(-4), false).card,
      holderName: request.card.holderName,
    },
  },
}));

const meta = {
  title: 'Commerce/Account/SavedCards',
  component: SavedCards,
  args: {
    cards: [visa('pi-1', '1111', true), visa('pi-2', '4444', false)],
    onSave: saveOk,
    onMakeDefault: fn<SavedCardsProps['onMakeDefault']>(async (id) => ({
      ok: true as const,
      card: visa(id, '4444', true),
    })),
    onDelete: fn(async () => ({ ok: true as const })),
    year: 2026,
  },
} satisfies Meta<typeof SavedCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two cards: making the second the default moves the flag. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByTestId('saved-card');
    await expect(cards[0]).toHaveTextContent(/Default.*VISA ending in 1111.*Expires 08\/2028/);
    await userEvent.click(
      within(cards[1] as HTMLElement).getByRole('button', { name: 'Make default' }),
    );
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Card saved.'));
    await expect(args.onMakeDefault).toHaveBeenCalledWith('pi-2');
    const after = canvas.getAllByTestId('saved-card');
    await expect(after[1]).toHaveTextContent('Default');
    await expect(after[0]).not.toHaveTextContent('Default');
  },
};

/** No card yet: add one by keyboard; the first card becomes the default. */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved cards yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveFocus();
    await userEvent.keyboard('4111 1111 1111 1111');
    await userEvent.tab();
    await userEvent.keyboard('Ada Lovelace');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Expiry year/ }), '2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Card saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      paymentMethodId: 'CREDIT_CARD',
      card: expect.objectContaining({
        number: '4111111111111111',
        cardType: 'Visa',
        holderName: 'Ada Lovelace',
        expirationMonth: 1,
        expirationYear: 2030,
      }),
      isDefault: true,
    });
    await expect(canvas.getByTestId('saved-card')).toHaveTextContent('ending in 1111');
  },
};

/** The cards could not be read. */
export const ErrorState: Story = {
  args: { cards: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'We could not load your cards.',
    );
  },
};

/** Saving a card that exists: busy while saving, then the server's message (spec 2 §7). */
export const SavingExisting: Story = {
  args: {
    onSave: fn<SavedCardsProps['onSave']>(
      () =>
        new Promise((resolve) =>
          setTimeout(
            () =>
              resolve({
                ok: false,
                code: 'PYT400',
                message: 'This card is already saved.',
                serverMessage: 'Card already exists',
              }),
            300,
          ),
        ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4111111111111111');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save card/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Card already exists'));
  },
};

/** Any other failure: the generic save-failed message; a bad number first fails at its field. */
export const SaveFailed: Story = {
  args: {
    onSave: fn<SavedCardsProps['onSave']>(async () => ({
      ok: false,
      code: 'FE309',
      message: 'Expired',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(canvas.getByRole('textbox', { name: /Card number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '34567890123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not save your card. Please try again.',
      ),
    );
  },
};

/** French (fr-CA): deleting a card. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('saved-card')[0]).toHaveTextContent(
      'VISA se terminant par 1111',
    );
    await userEvent.click(canvas.getAllByRole('button', { name: 'Supprimer' })[1] as HTMLElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Carte supprimée.'));
    await expect(canvas.getAllByTestId('saved-card')).toHaveLength(1);
  },
};
