import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import {
  fixtureActions,
  fixtureBillingBasket,
  fixtureFailure,
  fixtureGuestPaymentMethods,
  fixtureMemberPaymentMethods,
} from '../../flow/fixtures';
import { PartialPayments } from './PartialPayments.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const meta = {
  title: 'Commerce/Checkout/PartialPayments',
  component: PartialPayments,
  args: {
    basket: fixtureBillingBasket,
    paymentMethods: fixtureMemberPaymentMethods,
    locale: 'en-US',
    actions: fixtureActions(),
    onData: fn(),
    onFailure: fn(),
  },
} satisfies Meta<typeof PartialPayments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member athlete: gift card, points, reward code and card, athlete credit. */
export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gift card' })).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Use 2500 loyalty points ($25.00)' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Reward code')).toBeVisible();
    await expect(canvas.getByLabelText('Reward card number')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Use athlete credit' })).toBeVisible();
  },
};

/** A guest: only the gift card is offered (points and athlete credit are unavailable). */
export const Guest: Story = {
  args: { paymentMethods: fixtureGuestPaymentMethods },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Gift card' })).toBeVisible();
    await expect(canvas.queryByLabelText('Points to use')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Use athlete credit' })).toBeNull();
  },
};

/** A gift card applied: the instrument is sent and the new data handed up. */
export const ApplyGiftCard: Story = {
  args: {
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Gift card' }));
    await userEvent.type(group.getByLabelText('Gift card number'), '6006 4900 0000 0001');
    await userEvent.type(group.getByLabelText(/PIN/), '1234');
    await userEvent.click(group.getByRole('button', { name: 'Apply gift card' }));
    await expect(args.actions.addPaymentInstrument).toHaveBeenCalledWith({
      payment_method_id: 'GIFT_CARD',
      gift_card: { card_number: '6006490000000001', pin: '1234' },
    });
    await expect(args.onData).toHaveBeenCalled();
    await expect(group.getByLabelText('Gift card number')).toHaveValue('');
  },
};

/** A malformed gift card number and a missing PIN are refused before the call. */
export const GiftCardValidation: Story = {
  args: {
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Gift card' }));
    await userEvent.type(group.getByLabelText('Gift card number'), '1234');
    await userEvent.click(group.getByRole('button', { name: 'Apply gift card' }));
    await expect(await canvas.findByText('Enter the 16-digit gift card number.')).toBeVisible();
    await expect(canvas.getByText('Enter the gift card PIN.')).toBeVisible();
    await expect(group.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.actions.addPaymentInstrument).not.toHaveBeenCalled();
    await expect(args.onData).not.toHaveBeenCalled();
  },
};

/** In French: the required-PIN message speaks French; nothing is sent. */
export const GiftCardPinRequiredFrench: Story = {
  args: {
    labels: checkoutLabelsFr,
    locale: 'fr-CA',
    actions: fixtureActions({ addPaymentInstrument: fn(fixtureActions().addPaymentInstrument) }),
  },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Carte-cadeau' }));
    await userEvent.type(group.getByLabelText('Numéro de carte-cadeau'), '6006490000000001');
    await userEvent.click(group.getByRole('button', { name: 'Appliquer la carte-cadeau' }));
    await expect(await canvas.findByText('Entrez le NIP de la carte-cadeau.')).toBeVisible();
    await expect(args.actions.addPaymentInstrument).not.toHaveBeenCalled();
  },
};

/** GFC740 (zero balance) is placed at the gift card input (spec 1 §8), not at the top. */
export const GiftCardError: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () => fixtureFailure('GFC740', apiMessages.GFC740),
    }),
  },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Gift card' }));
    await userEvent.type(group.getByLabelText('Gift card number'), '6006490000000002');
    await userEvent.type(group.getByLabelText('PIN'), '1234');
    await userEvent.click(group.getByRole('button', { name: 'Apply gift card' }));
    await expect(await group.findByText(apiMessages.GFC740)).toBeVisible();
    await expect(args.onFailure).not.toHaveBeenCalled();
  },
};

/** GFC812 (5 failed attempts in 15 minutes, spec 1 §8): the locked message at the input. */
export const GiftCardLocked: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () => fixtureFailure('GFC812', apiMessages.GFC812),
    }),
  },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Gift card' }));
    await userEvent.type(group.getByLabelText('Gift card number'), '6006490000000003');
    await userEvent.type(group.getByLabelText('PIN'), '1234');
    await userEvent.click(group.getByRole('button', { name: 'Apply gift card' }));
    await expect(
      await group.findByText('Too many incorrect attempts. Gift cards are locked for 15 minutes.'),
    ).toBeVisible();
    await expect(group.getByLabelText('Gift card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onFailure).not.toHaveBeenCalled();
  },
};

/** REW130 at the reward code input; an empty code is refused first. */
export const RewardCodeError: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () => fixtureFailure('REW130', apiMessages.REW130),
    }),
  },
  play: async ({ canvas }) => {
    const apply = canvas.getAllByRole('button', { name: 'Apply' })[0] as HTMLElement;
    await userEvent.click(apply);
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Reward code'), 'RWD-NOPE');
    await userEvent.click(apply);
    await expect(await canvas.findByText(apiMessages.REW130)).toBeVisible();
    await expect(canvas.getByLabelText('Reward code')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A payment error that is not the input's (PYT402) goes to the top through `onFailure`. */
export const TopLevelFailure: Story = {
  args: {
    actions: fixtureActions({
      addPaymentInstrument: async () => fixtureFailure('PYT402', apiMessages.PYT402),
    }),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use athlete credit' }));
    await expect(args.onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'PYT402' }));
  },
};

/** Applied instruments listed with a remove button each. */
export const Applied: Story = {
  args: {
    basket: {
      ...fixtureBillingBasket,
      payment_instruments: [
        { payment_instrument_id: 'pi-gc', payment_method_id: 'GIFT_CARD', amount: 50 },
        { payment_instrument_id: 'pi-lp', payment_method_id: 'LOYALTY_POINTS', amount: 25 },
      ],
    },
    actions: fixtureActions({
      removePaymentInstrument: fn(fixtureActions().removePaymentInstrument),
    }),
  },
  play: async ({ canvas, args }) => {
    const applied = within(canvas.getByRole('region', { name: 'Applied payments' }));
    await expect(applied.getByText('Gift card · $50.00')).toBeVisible();
    await userEvent.click(applied.getByRole('button', { name: 'Remove Loyalty points' }));
    await expect(args.actions.removePaymentInstrument).toHaveBeenCalledWith('pi-lp');
  },
};

/** While an instrument is added its button is busy. */
export const Busy: Story = {
  args: { actions: fixtureActions({}, { pending: ['addPaymentInstrument'] }) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Use athlete credit' }));
    await expect(await canvas.findByRole('button', { name: /Use athlete credit/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
