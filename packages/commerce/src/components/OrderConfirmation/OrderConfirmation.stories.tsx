import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { fixtureOrder } from '../../checkout-flow/fixtures';
import { OrderConfirmation } from './OrderConfirmation';

const meta = {
  title: 'Commerce/Checkout/OrderConfirmation',
  component: OrderConfirmation,
  args: { order: fixtureOrder(), locale: 'en-US', continueHref: '/en-us' },
} satisfies Meta<typeof OrderConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Order number, e-mail, items per shipment, payment and totals. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Thank you for your order',
    );
    await expect(canvas.getByTestId('order-number')).toHaveTextContent('Order number ALP00001042');
    await expect(canvas.getByText('We sent a confirmation to ada@example.com.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Home delivery' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/en-us',
    );
  },
};

/** With content slots above and under the order (augmentedpage order-confirmation). */
export const WithSlots: Story = {
  args: {
    slotTop: <p>Members earn points on this order.</p>,
    slotBottom: <p>Need help? Contact us.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Members earn points on this order.')).toBeVisible();
    await expect(canvas.getByText('Need help? Contact us.')).toBeVisible();
  },
};
