import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Notification } from './Notification.client';

const meta = {
  title: 'UI/Notification',
  component: Notification,
  args: {
    title: 'Delivery method changed',
    children: 'Two items are now shipped to your home instead of the store.',
  },
} satisfies Meta<typeof Notification>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Delivery method changed');
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Address saved',
    children: 'We will use it for your next order.',
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Some items are partly out of stock',
    children: 'We reduced the quantity of one item.',
  },
};

/** Errors are alerts: read out at once. */
export const ErrorTone: Story = {
  args: {
    tone: 'error',
    title: 'Payment error',
    children: 'Your card was declined. Try another payment method.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Payment error');
  },
};

export const WithAction: Story = {
  args: {
    tone: 'warning',
    action: (
      <Button variant="secondary" size="sm">
        Review cart
      </Button>
    ),
  },
};

export const BodyOnly: Story = { args: { title: undefined } };

/** The close button hides it and calls `onDismiss`. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** Every tone under the Coast brand (contrast checked by axe there too). */
export const CoastBrand: Story = {
  globals: { brand: 'coast' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['info', 'success', 'warning', 'error'] as const).map((tone) => (
        <Notification key={tone} {...args} tone={tone} onDismiss={() => {}} />
      ))}
    </div>
  ),
};
