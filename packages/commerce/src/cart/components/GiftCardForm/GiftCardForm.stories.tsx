import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket } from '../../fixtures';
import type { CartActionResult, GiftCardBalanceResult } from '../../types';
import { GiftCardForm } from './GiftCardForm.client';

const cartLabelsFr = labelsIn('fr').cart;

/**
 * Story card numbers: the fake host funds every card except `empty` (GFC740) and `locked`
 * (GFC812, too many failed attempts).
 */
const funded = '6006490000000001';
const empty = '6006490000000002';
const locked = '6006490000000003';

const checkBalance = async (cardNumber: string): Promise<GiftCardBalanceResult> => {
  if (cardNumber === empty) return { ok: false, code: 'GFC740', message: apiMessages.GFC740 };
  if (cardNumber === locked) return { ok: false, code: 'GFC812', message: apiMessages.GFC812 };
  return {
    ok: true,
    balance: { cardNumber: `**** ${cardNumber.slice(-4)}`, balance: 50, currency: 'USD' },
  };
};

const meta = {
  title: 'Commerce/Cart/GiftCardForm',
  component: GiftCardForm,
  args: { locale: 'en-US', onCheckBalance: fn(checkBalance) },
} satisfies Meta<typeof GiftCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Balance check only (the card is applied at checkout): no "Apply gift card" button. */
export const BalanceOnly: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Check balance' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply gift card' })).toBeNull();
  },
};

/** With an `onApply` host: both buttons. */
export const WithApply: Story = {
  args: {
    onApply: fn(async (): Promise<CartActionResult> => ({ ok: true, basket: fixtureBasket() })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), funded);
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply gift card' }));
    // The rules load on the form's first focus: the submit may wait for them.
    await waitFor(() => expect(args.onApply).toHaveBeenCalledWith(funded, '1234'));
    await expect(canvas.getByLabelText('Gift card number')).toHaveValue('');
  },
};

/** Submitting empty or malformed fields shows the zod messages; the host is not called. */
export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('PIN'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText('Enter the 16-digit gift card number.')).toBeVisible();
    await expect(canvas.getByText('The PIN has 3 to 8 digits.')).toBeVisible();
    await expect(args.onCheckBalance).not.toHaveBeenCalled();
  },
};

/** Number and PIN are both required (spec 1 §7): a number alone is not sent. */
export const PinRequired: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), funded);
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText('Enter the gift card PIN.')).toBeVisible();
    await expect(canvas.getByLabelText('PIN')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCheckBalance).not.toHaveBeenCalled();
  },
};

/** A funded card: the balance is announced in the status. */
export const Balance: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), '6006 4900 0000 0001');
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText('Balance: $50.00')).toBeVisible();
    await expect(args.onCheckBalance).toHaveBeenCalledWith(funded, '1234');
  },
};

/** GFC740 (zero balance, spec 1 §8): the message is placed at the gift card input. */
export const ServerError: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), empty);
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByText(apiMessages.GFC740)).toBeVisible();
    await expect(canvas.getByLabelText('Gift card number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** GFC812 (5 failed attempts in 15 minutes, spec 1 §8): the locked message at the input. */
export const Locked: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), locked);
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(
      await canvas.findByText('Too many incorrect attempts. Gift cards are locked for 15 minutes.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Gift card number')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** While the balance call runs, "Check balance" is busy and "Apply gift card" disabled. */
export const Loading: Story = {
  args: {
    onCheckBalance: fn((_cardNumber: string) => new Promise<GiftCardBalanceResult>(() => {})),
    onApply: fn(async (): Promise<CartActionResult> => ({ ok: true, basket: fixtureBasket() })),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Gift card number'), funded);
    await userEvent.type(canvas.getByLabelText('PIN'), '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Check balance' }));
    await expect(await canvas.findByRole('button', { name: 'Apply gift card' })).toBeDisabled();
  },
};

/** In French (fr-CA): the number and PIN rules speak French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: cartLabelsFr },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('NIP'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier le solde' }));
    await expect(
      await canvas.findByText('Entrez le numéro de carte-cadeau à 16 chiffres.'),
    ).toBeVisible();
    await expect(canvas.getByText('Le NIP compte de 3 à 8 chiffres.')).toBeVisible();
    await expect(args.onCheckBalance).not.toHaveBeenCalled();
  },
};

/** In French: a number without its PIN gets the required-PIN message; nothing is sent. */
export const FrenchPinRequired: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: cartLabelsFr },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Numéro de la carte-cadeau'), funded);
    await userEvent.click(canvas.getByRole('button', { name: 'Vérifier le solde' }));
    await expect(await canvas.findByText('Entrez le NIP de la carte-cadeau.')).toBeVisible();
    await expect(args.onCheckBalance).not.toHaveBeenCalled();
  },
};
