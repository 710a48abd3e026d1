import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { LoyaltySummary } from './LoyaltySummary';

const meta = {
  title: 'Commerce/Account/LoyaltySummary',
  component: LoyaltySummary,
  args: {
    loyalty: {
      isLoyaltyMember: true,
      points: 2500,
      vouchers: 2,
      welcomePromo: { code: 'WELCOME10', description: '10% off your next order' },
    },
    joinHref: '/en-us/account/enroll',
    t: storyTranslator('en', 'accountarea'),
  },
} satisfies Meta<typeof LoyaltySummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member: points, vouchers and the welcome offer. */
export const Member: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Alpine Rewards' });
    await expect(region).toHaveTextContent('2,500 points');
    await expect(region).toHaveTextContent('2 reward vouchers available');
    await expect(region).toHaveTextContent(
      'Welcome offer: 10% off your next order with code WELCOME10',
    );
  },
};

/** A member with nothing yet (empty). */
export const EmptyMember: Story = {
  args: { loyalty: { isLoyaltyMember: true, points: 0, vouchers: 0 } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Alpine Rewards' });
    await expect(region).toHaveTextContent('0 points');
    await expect(region).toHaveTextContent('No reward vouchers yet');
  },
};

/** Not a member: offered to join. */
export const NotAMember: Story = {
  args: { loyalty: { isLoyaltyMember: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Join Alpine Rewards' }),
    ).toHaveAttribute('href', '/en-us/account/enroll');
  },
};

/** French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { t: storyTranslator('fr', 'accountarea'), joinHref: '/fr-ca/account/enroll' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Alpine Rewards' });
    await expect(region).toHaveTextContent(/2\s500 points/);
    await expect(region).toHaveTextContent('2 bons de récompense disponibles');
  },
};
