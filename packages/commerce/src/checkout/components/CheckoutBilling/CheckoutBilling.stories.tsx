import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  fixtureActions,
  fixtureAddress,
  fixtureBillingBasket,
  fixtureCountries,
  fixtureCountryData,
  fixtureData,
  fixtureFailure,
  fixtureMemberPaymentMethods,
  fixturePickupBasket,
} from '../../flow/fixtures';
import { CheckoutBilling } from './CheckoutBilling.client';

type Canvas = Parameters<NonNullable<StoryObj['play']>>[0]['canvas'];

const meta = {
  title: 'Commerce/Checkout/Billing',
  component: CheckoutBilling,
  args: {
    data: fixtureData(fixtureBillingBasket),
    countries: fixtureCountries.billing,
    countryData: fixtureCountryData,
    region: 'NORA',
    siteCountry: 'US',
    locale: 'en-US',
    actions: fixtureActions(),
    onData: fn(),
    onContinue: fn(),
    onFailure: fn(),
  },
} satisfies Meta<typeof CheckoutBilling>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: Canvas, name: string) =>
  canvas.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function fillCard(canvas: Canvas, expiry = '12/30') {
  await userEvent.type(field(canvas, 'Card number'), '4111 1111 1111 1111');
  await userEvent.type(field(canvas, 'Name on card'), 'Ada Lovelace');
  await userEvent.type(field(canvas, 'Expiry'), expiry);
  await userEvent.type(field(canvas, 'Security code'), '123');
}

/** Same as shipping, paid by card: the card instrument is added and the step continues. */
export const Card: Story = {
  args: {
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Same as shipping address' })).toBeChecked();
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledTimes(1));
    await expect(args.actions.addPaymentInstrument).toHaveBeenCalledWith(
      expect.objectContaining({
        payment_method_id: 'CREDIT_CARD',
        payment_card: expect.objectContaining({
          number: '4111111111111111',
          expiration_month: 12,
          expiration_year: 2030,
        }),
      }),
    );
  },
};

/** An empty card form: the card errors show at their fields, nothing is added. */
export const CardEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await expect(await canvas.findByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByText('The card expiry date is not valid.')).toBeVisible();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** FE309 from the server shows at the expiry field. */
export const CardExpiryError: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () =>
        fixtureFailure('FE309', 'The card expiry date is not valid.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(field(canvas, 'Expiry')).toHaveAttribute('aria-invalid', 'true'));
    await expect(args.onFailure).not.toHaveBeenCalled();
  },
};

/** A declined payment call is a payment error: placed at the top by the flow. */
export const PaymentErrorAtTop: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () =>
        fixtureFailure('PYT400', 'There was a problem with your payment. Please try again.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await fillCard(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'PYT400' })),
    );
  },
};

/** Billing address of its own (pickup order): the address form with BILL410 at the phone. */
export const BillingAddressError: Story = {
  args: {
    data: fixtureData(fixturePickupBasket),
    contact: { email: 'ada@example.com', phone: '+13035550123' },
    actions: fixtureActions({
      setBillingAddress: async () =>
        fixtureFailure('BILL410', 'We could not find your billing address. Please enter it again.'),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox', { name: 'Same as shipping address' })).toBeNull();
    await expect(field(canvas, 'Email')).toHaveValue('ada@example.com');
    await userEvent.type(field(canvas, 'First name'), 'Ada');
    await userEvent.type(field(canvas, 'Last name'), 'Lovelace');
    await userEvent.type(field(canvas, 'Address'), '1 Main St');
    await userEvent.type(field(canvas, 'City'), 'Denver');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^State/ }), 'CO');
    await userEvent.type(field(canvas, 'Postal code'), '80202');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(field(canvas, 'Phone')).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** A gift card with no balance: GFC740 shows at the gift card input. */
export const GiftCardError: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () =>
        fixtureFailure('GFC740', 'This gift card has no balance left.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(field(canvas, 'Gift card number'), '6000100000000000');
    await userEvent.type(field(canvas, 'PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply gift card' }));
    await expect(await canvas.findByText('This gift card has no balance left.')).toBeVisible();
    await expect(field(canvas, 'Gift card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFailure).not.toHaveBeenCalled();
  },
};

/** A gift card pays part: it is listed with its amount, the rest stays to pay by card. */
export const GiftCardPartial: Story = {
  args: {
    data: fixtureData({
      ...fixtureBillingBasket,
      payment_instruments: [
        { payment_instrument_id: 'gc-1', payment_method_id: 'GIFT_CARD', amount: 50 },
      ],
      totals: {
        ...fixtureBillingBasket.totals,
        remainingToPay: fixtureBillingBasket.totals.total - 50,
      },
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gift card · $50.00')).toBeVisible();
    await expect(canvas.getByTestId('remaining-to-pay')).toHaveTextContent(
      `Remaining to pay: $${(fixtureBillingBasket.totals.total - 50).toFixed(2)}`,
    );
    await expect(canvas.getByRole('button', { name: 'Remove Gift card' })).toBeVisible();
  },
};

/** A loyalty member and athlete: points, reward code and card, athlete credit; REW error at its input. */
export const MemberPayments: Story = {
  args: {
    data: fixtureData(fixtureBillingBasket, fixtureMemberPaymentMethods),
    actions: fixtureActions({
      addPaymentInstrument: async (request) =>
        request.payment_method_id === 'REWARD_CODE'
          ? fixtureFailure('REW130', 'This reward is not valid.')
          : fixtureActions().addPaymentInstrument(request),
    }),
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('group', { name: 'Use 2500 loyalty points ($25.00)' }),
    ).toBeVisible();
    await expect(canvas.getByText(/Athlete credit: \$1,650\.00 remaining/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Reward card number/ })).toBeVisible();
    await userEvent.type(field(canvas, 'Reward code'), 'RWD-NOPE');
    const [apply] = await canvas.findAllByRole('button', { name: 'Apply' });
    await userEvent.click(apply as HTMLElement);
    await expect(await canvas.findByText('This reward is not valid.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use athlete credit' }));
    await waitFor(() => expect(args.onData).toHaveBeenCalled());
  },
};

/** Loyalty points: how many to use (1-2500), a wrong number at the input, then applied. */
export const LoyaltyPointsPart: Story = {
  args: {
    data: fixtureData(fixtureBillingBasket, fixtureMemberPaymentMethods),
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    const points = canvas.getByRole('textbox', { name: /^Points to use/ });
    await expect(points).toHaveAccessibleDescription(/Leave empty to use all 2500 points/);
    await userEvent.type(points, '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply points' }));
    await expect(
      await canvas.findByText('Enter a whole number of points from 1 to 2500.'),
    ).toBeVisible();
    await expect(args.actions.addPaymentInstrument).not.toHaveBeenCalled();
    await userEvent.clear(points);
    await userEvent.type(points, '1,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply points' }));
    await waitFor(() =>
      expect(args.actions.addPaymentInstrument).toHaveBeenCalledWith({
        payment_method_id: 'LOYALTY_POINTS',
        points: 1000,
      }),
    );
    await waitFor(() => expect(args.onData).toHaveBeenCalled());
  },
};

/** Pay later: the info dialog, then its payment session and instrument. */
export const PayLater: Story = {
  args: { actions: fixtureActions({ paymentSession: fn(fixtureActions().paymentSession) }) },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay later' }));
    await expect(canvas.queryByRole('textbox', { name: /^Card number/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'About pay later' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', {
      name: 'Buy now, pay later',
    });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to summary' }));
    await waitFor(() => expect(args.onContinue).toHaveBeenCalled());
    await expect(args.actions.paymentSession).toHaveBeenCalled();
  },
};

/** A pay-later failure is a payment error at the top with its message (spec 1 §8). */
export const PayLaterFailure: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () =>
        fixtureFailure('PYT300', 'There was a problem with your payment. Please try again.'),
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay later' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to summary' }));
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(
        expect.objectContaining({ message: expect.stringContaining('pay-later payment') }),
      ),
    );
  },
};

/** A billing address of the shopper's own, stored on the basket (another city and street). */
const ownBillingBasket = {
  ...fixtureBillingBasket,
  billingAddress: { ...fixtureAddress, addressLine1: '9 Pearl St', city: 'Boulder' },
};

/**
 * Back at billing with an address of their own: turning "same as shipping" back on deletes
 * it (DELETE …/billingAddress, spec 1 §7); the fresh basket goes to the flow, the fields go.
 */
export const SameAsShippingRemovesBilling: Story = {
  args: {
    data: fixtureData(ownBillingBasket),
    actions: fixtureActions({
      removeBillingAddress: fn(async () => ({
        ok: true as const,
        ...fixtureData(fixtureBillingBasket),
      })),
    }),
  },
  play: async ({ canvas, args }) => {
    const same = canvas.getByRole('checkbox', { name: 'Same as shipping address' });
    await expect(same).not.toBeChecked();
    await expect(field(canvas, 'City')).toHaveValue('Boulder');
    await userEvent.click(same);
    await waitFor(() => expect(args.onData).toHaveBeenCalledTimes(1));
    await expect(args.actions.removeBillingAddress).toHaveBeenCalledTimes(1);
    await expect(same).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /^City/ })).toBeNull();
  },
};

/** The same in French. */
export const SameAsShippingRemovesBillingFrench: Story = {
  ...SameAsShippingRemovesBilling,
  parameters: { locale: 'fr-ca' },
  args: { ...SameAsShippingRemovesBilling.args, locale: 'fr-CA' },
  play: async ({ canvas, args }) => {
    const same = canvas.getByRole('checkbox', { name: 'Identique à l’adresse de livraison' });
    await expect(same).not.toBeChecked();
    await userEvent.click(same);
    await waitFor(() => expect(args.actions.removeBillingAddress).toHaveBeenCalledTimes(1));
    await expect(same).toBeChecked();
    await expect(canvas.queryByRole('textbox', { name: /^Ville/ })).toBeNull();
  },
};

/** The deletion fails: the failure goes to the flow, the box turns off, the address shows. */
export const SameAsShippingRemovalFails: Story = {
  args: {
    data: fixtureData(ownBillingBasket),
    actions: fixtureActions({
      removeBillingAddress: async () =>
        fixtureFailure('API500', 'Something went wrong. Please try again.'),
    }),
  },
  play: async ({ canvas, args }) => {
    const same = canvas.getByRole('checkbox', { name: 'Same as shipping address' });
    await userEvent.click(same);
    await waitFor(() =>
      expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'API500' })),
    );
    await expect(same).not.toBeChecked();
    await expect(field(canvas, 'City')).toHaveValue('Boulder');
    await expect(args.onData).not.toHaveBeenCalled();
  },
};
