import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EmployeeTermsDialog } from './EmployeeTermsDialog.client';
import { associateLabelsIn } from './storyLabels';

const meta = {
  title: 'Commerce/Account/Associate/EmployeeTermsDialog',
  component: EmployeeTermsDialog,
  args: {
    open: true,
    onAccept: fn(),
    onDecline: fn(),
    termsHref: '/en-us/associate-discount-terms',
  },
} satisfies Meta<typeof EmployeeTermsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name });

/** Accepting the terms lets the associate discount apply; the full terms are linked. */
export const Accept: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Employee discount terms');
    await expect(
      within(dialog).getByRole('link', { name: /Read the associate discount terms/ }),
    ).toHaveAttribute('href', '/en-us/associate-discount-terms');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept and apply discount' }),
    );
    await waitFor(() => expect(args.onAccept).toHaveBeenCalled());
  },
};

/** Declining closes it without the discount. */
export const Decline: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Employee discount terms');
    // The dialog focuses its first button once open: a press before that would lose its focus.
    await waitFor(() =>
      expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement | null),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await expect(args.onDecline).toHaveBeenCalled();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: associateLabelsIn('fr').terms, termsHref: '/fr-ca/associate-discount-terms' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, 'Conditions du rabais employé');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accepter et appliquer le rabais' }),
    );
    await waitFor(() => expect(args.onAccept).toHaveBeenCalled());
  },
};
