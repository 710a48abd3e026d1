import type { SavedPaymentInstrument } from '@storefront/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stubCaptchaRoute } from '../../security/components/Captcha/captchaStories';
import { SavedCards, type SavedCardsProps } from './SavedCards.client';

type Canvas = ReturnType<typeof within>;

/** Opens the add form (unless `open` is false) and types a valid card (`expiry` MM/YY). */
async function typeCard(
  canvas: Canvas,
  expiry = '12/30',
  number = '4111 1111 1111 1111',
  open = true,
) {
  if (open) await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^(Card number|Numéro de carte)/ }),
    number,
  );
  await userEvent.type(
    canvas.getByRole('textbox', { name: /^(Name on card|Nom sur la carte)/ }),
    'Ada Lovelace',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: /^(Expiry|Expiration)/ }), expiry);
}

/** Ticks the test captcha ("I'm not a robot") and waits for its token. */
async function passCaptcha(canvas: Canvas) {
  const captcha = canvas.getByRole('checkbox', { name: /not a robot|pas un robot/ });
  await userEvent.click(captcha);
  await waitFor(() => expect(captcha).toBeChecked());
}

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
  // The test captcha (action `saveCard`, spec 2 §3) answers with 'story-captcha-token'.
  beforeEach: stubCaptchaRoute(),
  args: {
    cards: [visa('pi-1', '1111', true), visa('pi-2', '4444', false)],
    onSave: saveOk,
    onMakeDefault: fn<SavedCardsProps['onMakeDefault']>(async (id) => ({
      ok: true as const,
      card: visa(id, '4444', true),
    })),
    onDelete: fn(async () => ({ ok: true as const })),
    captcha: { provider: 'test' },
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

/**
 * No card yet: add one by keyboard (the number field has the focus); the first card becomes
 * the default; the payload carries the captcha's one-time response (spec 2 §3).
 */
export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No saved cards yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Card number/ })).toHaveFocus(),
    );
    await userEvent.keyboard('4111 1111 1111 1111');
    await userEvent.tab();
    await userEvent.keyboard('Ada Lovelace ');
    await userEvent.tab();
    await userEvent.keyboard('01/30');
    await expect(canvas.queryByRole('textbox', { name: /Security code/ })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Make this my default card' })).toBeChecked();
    await passCaptcha(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Card saved.'));
    await expect(args.onSave).toHaveBeenCalledWith({
      paymentMethodId: 'CREDIT_CARD',
      card: {
        number: '4111111111111111',
        cardType: 'Visa',
        holderName: 'Ada Lovelace',
        expirationMonth: 1,
        expirationYear: 2030,
      },
      isDefault: true,
      recaptcha_response: 'story-captcha-token',
    });
    await expect(canvas.getByTestId('saved-card')).toHaveTextContent('ending in 1111');
  },
};

/** A second card, not the default unless asked: the box is free and sent as ticked. */
export const AddAsDefault: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeCard(canvas, '12/30', '5555 5555 5555 4444');
    const box = canvas.getByRole('checkbox', { name: 'Make this my default card' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await passCaptcha(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Card saved.'));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        card: expect.objectContaining({ number: '5555555555554444', cardType: 'Mastercard' }),
        isDefault: true,
        recaptcha_response: 'story-captcha-token',
      }),
    );
  },
};

/**
 * Submitting with bad fields: each field's message (the checkout's card rules: Luhn, expiry,
 * holder), the focus on the first invalid field; nothing is sent.
 */
export const InvalidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a card' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Expiry/ }), '13/20');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    const number = canvas.getByRole('textbox', { name: /^Card number/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByText('The card expiry date is not valid.')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Valid fields but the captcha not passed: the widget asks and takes the focus; nothing sent. */
export const CaptchaRequired: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText('Please confirm you are not a robot.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
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

/**
 * Saving a card that exists: busy while saving, then the server's message (spec 2 §7); the
 * captcha's response is used up, the widget asks again.
 */
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
    await typeCard(canvas);
    await passCaptcha(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Save card/ })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Card already exists'));
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).not.toBeChecked();
  },
};

/** Any other failure (here the captcha refused, AUT403): the generic save-failed message. */
export const SaveFailed: Story = {
  args: {
    onSave: fn<SavedCardsProps['onSave']>(async () => ({
      ok: false,
      code: 'AUT403',
      message: 'Captcha failed',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvas);
    await passCaptcha(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'We could not save your card. Please try again.',
      ),
    );
  },
};

/** The API finds the card expired (FE309): its message at the expiry, which takes the focus. */
export const ExpiredAtField: Story = {
  args: {
    onSave: fn<SavedCardsProps['onSave']>(async () => ({
      ok: false,
      code: 'FE309',
      message: 'The card has expired.',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCard(canvas);
    await passCaptcha(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    const expiry = canvas.getByRole('textbox', { name: /^Expiry/ });
    await waitFor(() => expect(expiry).toHaveAttribute('aria-invalid', 'true'));
    await expect(expiry).toHaveFocus();
    await expect(canvas.getByText('The card has expired.')).toBeVisible();
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

/** French (fr-CA): the form's words and messages, the captcha asked in French. */
export const FrenchInvalidSubmit: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une carte' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la carte' }));
    const number = canvas.getByRole('textbox', { name: /^Numéro de carte/ });
    await waitFor(() => expect(number).toHaveFocus());
    await expect(canvas.getByText('Entrez un numéro de carte valide.')).toBeVisible();
    await expect(
      canvas.getByText('La date d’expiration de la carte n’est pas valide.'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Expiration/ }));
    await typeCard(canvas, '12/30', '4111 1111 1111 1111', false);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer la carte' }));
    await expect(
      await canvas.findByText('Veuillez confirmer que vous n’êtes pas un robot.'),
    ).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};
