import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fixtureBasket } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { RewardsForm } from './RewardsForm.client';

const applied: CartActionResult = { ok: true, basket: fixtureBasket() };

const meta = {
  title: 'Commerce/Cart/RewardsForm',
  component: RewardsForm,
  args: {
    currency: 'USD',
    locale: 'en-US',
    rewards: [],
    onApply: fn(
      async (request: { rewardCode?: string }): Promise<CartActionResult> =>
        request.rewardCode === 'NOPE'
          ? {
              ok: false,
              code: 'REW130',
              message: 'This reward code is invalid or has expired.',
              field: 'reward',
            }
          : applied,
    ),
  },
} satisfies Meta<typeof RewardsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A loyalty member: points and a button per eligible, available voucher. */
export const LoyaltyVouchers: Story = {
  args: {
    loyalty: {
      currentLoyaltyPoints: 2500,
      applicableLoyaltyVouchers: [
        { points: 500, amountInCurrency: 5, available: true, eligible: true },
        { points: 1000, amountInCurrency: 10, available: true, eligible: true },
        { points: 5000, amountInCurrency: 50, available: false, eligible: false },
      ],
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('You have 2500 points.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /5000 points/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Use 500 points ($5.00)' }));
    await expect(args.onApply).toHaveBeenCalledWith({ appliedLoyaltyVoucher: 500 });
  },
};

/** A reward code error shows at the input; a 16-digit number goes as a reward card. */
export const RewardCodeAndCard: Story = {
  args: { rewards: [{ rewardId: 'r1', type: 'REWARD_CODE', code: 'RWD-ANY-20', amount: 20 }] },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Reward code / Reward card number');
    await userEvent.type(input, 'NOPE');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply reward' }));
    await expect(
      await canvas.findByText('This reward code is invalid or has expired.'),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '6006491111111111');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply reward' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ rewardCard: '6006491111111111' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove reward RWD-ANY-20' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ removeRewardId: 'r1' });
  },
};
