import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { stubCaptchaRoute } from '../../../security/components/Captcha/captchaStories';
import {
  fixtureAccount,
  fixtureActions,
  fixtureBillingBasket,
  fixtureCountries,
  fixtureCountryData,
  fixtureData,
  fixtureFailure,
} from '../../flow/fixtures';
import { CheckoutBilling } from '../CheckoutBilling/CheckoutBilling.client';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

/**
 * The billing step of a signed-in shopper: saved cards and billing addresses (spec 2 §3
 * "Payment card response", §7 "Handling of answers").
 */
const meta = {
  title: 'Commerce/Checkout/Signed in/Billing',
  component: CheckoutBilling,
  args: {
    data: fixtureData(fixtureBillingBasket),
    countries: fixtureCountries.billing,
    countryData: fixtureCountryData,
    region: 'NORA',
    siteCountry: 'US',
    locale: 'en-US',
    account: fixtureAccount,
    now: new Date('2026-11-26T12:00:00Z'),
    actions: fixtureActions({ saveCard: async () => ({ ok: true }) }),
    onData: fn(),
    onContinue: fn(),
    onFailure: fn(),
    onToast: fn(),
  },
} satisfies Meta<typeof CheckoutBilling>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Chooses "A new card" and types the Visa test card. */
async function newCard(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('radio', { name: 'A new card' }));
  const field = (name: string) => canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await userEvent.type(field('Card number'), '4111 1111 1111 1111');
  await userEvent.type(field('Name on card'), 'Riley Morgan');
  await userEvent.type(field('Expiry'), '12/30');
  await userEvent.type(field('Security code'), '123');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card to my account' }));
  await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
}

/**
 * The default card is chosen from the start and pays by its id; the expired card is shown
 * but cannot be chosen; no card field to type.
 */
export const DefaultCardPays: Story = {
  args: {
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Your saved cards' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 1111' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Visa ending in 0004' })).toBeDisabled();
    await expect(canvas.getByText('Riley Morgan · Expired 06/2024')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.addPaymentInstrument).toHaveBeenCalledWith({
      payment_method_id: 'CREDIT_CARD',
      customer_payment_instrument_id: 'pi-visa',
    });
  },
};

/** By keyboard: the arrow key moves to the Mastercard, which pays. */
export const OtherCardByKeyboard: Story = {
  args: {
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    canvas.getByRole('radio', { name: 'Visa ending in 1111' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Mastercard ending in 4444' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.addPaymentInstrument).toHaveBeenCalledWith({
      payment_method_id: 'CREDIT_CARD',
      customer_payment_instrument_id: 'pi-mc',
    });
  },
};

/** A new card pays and is saved to the account: a success toast. */
export const NewCardSaved: Story = {
  args: { actions: fixtureActions({ saveCard: fn(async () => ({ ok: true as const })) }) },
  play: async ({ canvas, args }) => {
    await newCard(canvas);
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.saveCard).toHaveBeenCalledWith({
      paymentMethodId: 'CREDIT_CARD',
      card: {
        number: '4111111111111111',
        holderName: 'Riley Morgan',
        cardType: 'Visa',
        expirationMonth: 12,
        expirationYear: 2030,
      },
    });
    await expect(args.onToast).toHaveBeenCalledWith(
      'The card is saved to your account.',
      'success',
    );
  },
};

/**
 * With the captcha (action `saveCard`, spec 2 §3): ticking "save" shows the widget; the step
 * waits for it, then the card is saved with its response as `recaptcha_response`.
 */
export const NewCardSavedWithCaptcha: Story = {
  beforeEach: stubCaptchaRoute(),
  args: {
    captcha: { provider: 'test' },
    actions: fixtureActions({
      saveCard: fn(async () => ({ ok: true as const })),
      setBillingAddress: fn(fixtureActions().setBillingAddress),
    }),
  },
  play: async ({ canvas, args }) => {
    await newCard(canvas);
    const captcha = canvas.getByRole('checkbox', { name: 'I’m not a robot' });
    await waitFor(() => expect(captcha).toHaveFocus());
    await expect(args.actions.setBillingAddress).not.toHaveBeenCalled();
    await userEvent.click(captcha);
    await waitFor(() => expect(captcha).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.saveCard).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentMethodId: 'CREDIT_CARD',
        recaptcha_response: 'story-captcha-token',
      }),
    );
  },
};

/** The card is already saved (PYT400): the server's message in a toast; the card still pays. */
export const NewCardAlreadySaved: Story = {
  args: {
    actions: fixtureActions({
      saveCard: async () =>
        fixtureFailure(
          'PYT400',
          'Your payment could not be processed.',
          'This card is already saved',
        ),
    }),
  },
  play: async ({ canvas, args }) => {
    await newCard(canvas);
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.onToast).toHaveBeenCalledWith('This card is already saved', 'error');
  },
};

/** Any other save failure: the generic card-save-failed message (spec 2 §7). */
export const NewCardSaveFailed: Story = {
  args: {
    actions: fixtureActions({
      saveCard: async () => fixtureFailure('GEN500', 'Something went wrong.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await newCard(canvas);
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.onToast).toHaveBeenCalledWith(
      'We could not save your card. It still pays for this order.',
      'error',
    );
  },
};

/** Not the shipping address: the main saved billing address is chosen and sent by its id. */
export const SavedBillingAddress: Story = {
  args: {
    actions: fixtureActions({ setBillingAddress: fn(fixtureActions().setBillingAddress) }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Same as shipping address' }));
    await expect(
      canvas.getByRole('radio', { name: /^Riley Morgan, 200 Pearl St, Boulder CO 80302/ }),
    ).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.setBillingAddress).toHaveBeenCalledWith(
      expect.objectContaining({ addressId: 'addr-billing', email: 'riley@example.com' }),
    );
  },
};

/** French (fr-CA): the saved cards' words. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: labelsIn('fr').checkout, locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Vos cartes enregistrées' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Visa se terminant par 1111' })).toBeChecked();
    await expect(canvas.getByText('Riley Morgan · expire 12/2029 · Par défaut')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Une nouvelle carte' }));
    await expect(
      canvas.getByRole('checkbox', { name: 'Enregistrer cette carte dans mon compte' }),
    ).toBeVisible();
  },
};
