import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { NotifyMe, type NotifyMeResult } from './NotifyMe.client';

const meta = {
  title: 'Commerce/NotifyMe',
  component: NotifyMe,
  args: {
    productId: 'ALP9005W',
    variantId: 'ALP9005W-BLA-8',
    onSubmit: fn(async (): Promise<NotifyMeResult> => ({ ok: true })),
    labels: labelsIn('en').notifyMe,
  },
} satisfies Meta<typeof NotifyMe>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a button that opens the form. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const open = canvas.getByRole('button', { name: 'Notify me when available' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByLabelText(/E-mail address/)).toBeVisible();
  },
};

/** A bad e-mail is refused at the field, nothing is sent. */
export const InvalidEmail: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail address/), 'not-an-email');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByText('Enter a valid e-mail address')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the request names product, variant and e-mail; a polite success status follows. */
export const Success: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail address/), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Thanks — we will e-mail ana@example.com when it is back.',
      ),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productId: 'ALP9005W',
      variantId: 'ALP9005W-BLA-8',
      email: 'ana@example.com',
    });
  },
};

/** The server refuses: an alert, the form stays to try again. */
export const ServerError: Story = {
  args: {
    defaultOpen: true,
    onSubmit: fn(
      async (): Promise<NotifyMeResult> => ({ ok: false, message: 'This size is in stock.' }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText(/E-mail address/), 'ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This size is in stock.'),
    );
    await expect(canvas.getByLabelText(/E-mail address/)).toHaveValue('ana@example.com');
  },
};
