import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SegmentSimulator } from './SegmentSimulator.client';

const meta = {
  title: 'Preview tool/SegmentSimulator',
  component: SegmentSimulator,
  args: { value: [] },
} satisfies Meta<typeof SegmentSimulator>;
export default meta;
type Story = StoryObj<typeof meta>;

const holds = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('li[data-holds="true"] code')].map((c) => c.textContent);

/** A guest with an empty cart: logged out, non-employee, cart empty hold. */
export const Guest: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(7);
    await expect(canvasElement.querySelectorAll('li[data-holds]')).toHaveLength(12);
    await expect(holds(canvasElement)).toEqual(['loggedOut', 'nonEmployee', 'cartEmpty']);
  },
};

/** Ticking "Loyalty member" logs in too, and the conditions follow. */
export const TickLoyalty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loyalty member' }));
    await expect(canvas.getByRole('checkbox', { name: 'Logged in' })).toBeChecked();
    await expect(holds(canvasElement)).toEqual([
      'loggedIn',
      'loyaltyMember',
      'nonEmployee',
      'cartEmpty',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Logged in' }));
    await expect(canvas.getByRole('checkbox', { name: 'Loyalty member' })).not.toBeChecked();
  },
};

/** From a shared URL: an employee, IPA and Wranx member with items in the cart. */
export const FromUrl: Story = {
  args: { value: ['loggedIn', 'employee', 'cartNotEmpty', 'ipaMember', 'wranxMember'] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Employee' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Athlete profile' })).not.toBeChecked();
    await expect(holds(canvasElement)).toEqual([
      'loggedIn',
      'nonLoyaltyLoggedIn',
      'employee',
      'cartNotEmpty',
      'ipaWranxMember',
      'wranx',
      'ipa',
    ]);
  },
};
