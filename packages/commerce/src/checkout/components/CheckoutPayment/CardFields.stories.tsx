import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { CardFormStory } from './CardFormStory.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const visa = {
  number: '4111 1111 1111 1111',
  holder: 'Ada Lovelace',
  expiry: '12/30',
  securityCode: '123',
};

const meta = {
  title: 'Commerce/Checkout/CardFields',
  component: CardFormStory,
  args: { onValid: fn() },
} satisfies Meta<typeof CardFormStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The empty card form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Card number/)).toHaveValue('');
    await expect(canvas.getByLabelText(/Expiry/)).toHaveAttribute('placeholder', 'MM/YY');
  },
};

/** A valid test card passes the client rules. */
export const Filled: Story = {
  args: { defaultValues: visa },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(args.onValid).toHaveBeenCalled();
  },
};

/** Bad number (Luhn), expiry and security code: each message at its field after submit. */
export const ValidationErrors: Story = {
  args: {
    defaultValues: {
      number: '4111 1111 1111 1112',
      holder: '',
      expiry: '13/20',
      securityCode: '1',
    },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText('Enter a valid card number.')).toBeVisible();
    await expect(canvas.getByText('The card expiry date is not valid.')).toBeVisible();
    await expect(canvas.getByText('Enter the 3 or 4 digit security code.')).toBeVisible();
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(args.onValid).not.toHaveBeenCalled();
  },
};

/** The server's FE309 shown at the expiry (spec 1 §8). */
export const ServerExpiryError: Story = {
  args: { defaultValues: visa, expiryError: apiMessages.FE309 },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(apiMessages.FE309)).toBeVisible();
    await expect(canvas.getByLabelText(/Expiry/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Canadian French words and messages. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: checkoutLabelsFr },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pay' }));
    await expect(await canvas.findByText(checkoutLabelsFr.cardNumberInvalid)).toBeVisible();
    await expect(canvas.getByLabelText(/^Expiration/)).toHaveAttribute('placeholder', 'MM/AA');
  },
};
