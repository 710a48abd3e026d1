import { formatMoney } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { LoyaltyPointsField } from './LoyaltyPointsField.client';

const checkoutLabelsFr = labelsIn('fr').checkout;
const checkoutLabels = labelsIn('en').checkout;

const meta = {
  title: 'Commerce/Checkout/LoyaltyPointsField',
  component: LoyaltyPointsField,
  args: {
    loyaltyPoints: { points: 2500, value: 25 },
    money: (amount: number) => formatMoney(amount, 'USD', 'en-US'),
    busy: false,
    onApply: fn(),
    labels: checkoutLabels,
  },
} satisfies Meta<typeof LoyaltyPointsField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty input: all points are used. */
export const AllPoints: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Leave empty to use all 2500 points.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply points' }));
    await expect(args.onApply).toHaveBeenCalledWith(undefined);
  },
};

/** Some points (thousands separators allowed). */
export const SomePoints: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Points to use'), '1,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply points' }));
    await expect(args.onApply).toHaveBeenCalledWith(1000);
  },
};

/** More points than the member has: the input's message, nothing applied. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Points to use'), '9000');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply points' }));
    await expect(
      await canvas.findByText('Enter a whole number of points from 1 to 2500.'),
    ).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** The server's REW140 shown at the input. */
export const ServerError: Story = {
  args: { error: apiMessages.REW140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Points to use')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(apiMessages.REW140)).toBeVisible();
  },
};

/** Applying: the button is busy. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Apply points/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Canadian French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: checkoutLabelsFr,
    money: (amount: number) => formatMoney(amount, 'CAD', 'fr-CA'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Points à utiliser')).toBeVisible();
  },
};
