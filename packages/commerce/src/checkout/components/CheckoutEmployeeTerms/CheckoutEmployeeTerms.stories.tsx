import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CheckoutEmployeeTerms } from './CheckoutEmployeeTerms.client';

const meta = {
  title: 'Commerce/Checkout/EmployeeTerms',
  component: CheckoutEmployeeTerms,
  args: { open: true, onAccept: fn(), onDecline: fn() },
} satisfies Meta<typeof CheckoutEmployeeTerms>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Accepting the terms lets the associate discount apply. */
export const Accept: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Employee discount terms',
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept and apply discount' }),
    );
    await waitFor(() => expect(args.onAccept).toHaveBeenCalled());
  },
};

/** Declining closes the dialog without the discount. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Employee discount terms',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onDecline).toHaveBeenCalled();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
