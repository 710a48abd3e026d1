import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { ThreeDSecureDialog } from './ThreeDSecureDialog.client';

const checkoutLabelsFr = labelsIn('fr').checkout;

const meta = {
  title: 'Commerce/Checkout/ThreeDSecureDialog',
  component: ThreeDSecureDialog,
  args: { open: true, amount: '$161.95', orderNumber: 'ALP00001042', onResult: fn() },
} satisfies Meta<typeof ThreeDSecureDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** The challenge approved: the result `Y` patches the order. */
export const Approve: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Confirm your card payment',
    });
    await waitFor(() => expect(within(dialog).getByText(/\$161\.95/)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('Y'));
  },
};

/** The challenge failed: the result `N`. */
export const Fail: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Confirm your card payment',
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Fail authentication' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('N'));
  },
};

/** Escape is no answer to skip: it counts as a failed authentication. */
export const EscapeFails: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Confirm your card payment' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onResult).toHaveBeenCalledWith('N'));
  },
};

/** In French (fr-CA): the title, the choices and the close button in French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { amount: '161,95\u00a0$', labels: checkoutLabelsFr },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', {
      name: 'Confirmez votre paiement par carte',
    });
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Envoyer' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};
