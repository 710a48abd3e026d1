import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fixtureDigitalItem } from '../../../cart/fixtures';
import { fixtureAccountOrder } from '../fixtures';
import { OrderActions, type OrderActionsProps } from './OrderActions.client';

const pdf = 'data:application/pdf;base64,JVBERi0xLjQK';

const meta = {
  title: 'Commerce/Account/Orders/OrderActions',
  component: OrderActions,
  args: {
    order: fixtureAccountOrder(),
    invoiceHref: '/en-us/account/orders/ALP00001042/invoice',
    onCancel: fn<OrderActionsProps['onCancel']>(async () => ({ ok: true as const })),
    onReturnLabel: fn<OrderActionsProps['onReturnLabel']>(async () => ({
      ok: true as const,
      returnId: 'R00001042-1',
      trackingNumber: 'RT000010421',
      labelUrl: pdf,
    })),
    onChanged: fn(),
  },
} satisfies Meta<typeof OrderActions>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A placed order: invoice, return label and cancel. Cancelling asks first (a dialog). */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
      'href',
      '/en-us/account/orders/ALP00001042/invoice',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order ALP00001042?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await expect(args.onCancel).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel order ALP00001042?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Yes, cancel the order' }));
    await expect(args.onCancel).toHaveBeenCalledWith('ALP00001042');
    await expect(await canvas.findByText('Order ALP00001042 is cancelled.')).toBeVisible();
    await expect(args.onChanged).toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  },
};

/** The order can no longer be cancelled (ORD409): said in the order's words. */
export const CancelRefused: Story = {
  args: {
    onCancel: fn<OrderActionsProps['onCancel']>(async () => ({
      ok: false as const,
      code: 'ORD409',
      message: 'Order changed',
    })),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel the order' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This order can no longer be cancelled.',
    );
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** A return label: its number, tracking number and the PDF to download. */
export const ReturnLabel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a return label' }));
    await expect(args.onReturnLabel).toHaveBeenCalledWith('ALP00001042');
    await expect(
      await canvas.findByText(/Return R00001042-1 is ready\. Tracking number RT000010421\./),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Download return label' });
    await expect(link).toHaveAttribute('href', pdf);
    await expect(link).toHaveAttribute('download', 'return-R00001042-1.pdf');
  },
};

/** The return cannot be created (RTN500): the catalogue's message. */
export const ReturnLabelError: Story = {
  args: {
    onReturnLabel: fn<OrderActionsProps['onReturnLabel']>(async () => ({
      ok: false as const,
      code: 'RTN500',
      message: 'We could not create your return. Please try again later.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Request a return label' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not create your return.',
    );
  },
};

/** While the return label is being created: the button is busy, the others wait. */
export const Pending: Story = {
  args: {
    onReturnLabel: fn<OrderActionsProps['onReturnLabel']>(() => new Promise<never>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Request a return label/ }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeDisabled(),
    );
  },
};

/** A cancelled order: only the invoice. */
export const CancelledOrder: Story = {
  args: { order: fixtureAccountOrder('cancelled') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download invoice' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** In French (fr-CA): the confirmation and the label. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { invoiceHref: '/fr-ca/account/orders/ALP00001042/invoice' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Télécharger la facture' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la commande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler la commande ALP00001042 ?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Demander une étiquette de retour' }));
    await expect(
      await canvas.findByRole('link', { name: "Télécharger l'étiquette de retour" }),
    ).toBeVisible();
  },
};

/** A placed order with an e-gift card (spec 2 §7 resendGiftCardEmail). */
const withGiftCard = (st: 'created' | 'cancelled' = 'created') => {
  const order = fixtureAccountOrder(st);
  return { ...order, items: [...order.items, fixtureDigitalItem] };
};

const resendOk = fn<NonNullable<OrderActionsProps['onResendGiftCard']>>(async () => ({
  ok: true as const,
}));

/**
 * An order holding an e-gift card: its e-mail is sent again by keyboard; an order without one,
 * or a cancelled one, offers nothing.
 */
export const ResendGiftCard: Story = {
  args: { order: withGiftCard(), onResendGiftCard: resendOk },
  play: async ({ canvas, args }) => {
    const resend = canvas.getByRole('button', { name: 'Resend the e-gift card e-mail' });
    resend.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'The e-gift card e-mail was sent again.',
      ),
    );
    await expect(args.onResendGiftCard).toHaveBeenCalledWith('ALP00001042');
  },
};

/** No e-gift card in the order: no resend, even when the host offers it. */
export const NoGiftCard: Story = {
  args: { onResendGiftCard: resendOk },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Resend the e-gift card e-mail' }),
    ).toBeNull();
  },
};

/** The API refuses the resend (ORD409, the order was cancelled meanwhile): its message. */
export const ResendGiftCardRefused: Story = {
  args: {
    order: withGiftCard(),
    onResendGiftCard: fn<NonNullable<OrderActionsProps['onResendGiftCard']>>(async () => ({
      ok: false as const,
      code: 'ORD409',
      message: 'This order can no longer be changed.',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the e-gift card e-mail' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This order can no longer be changed.'),
    );
  },
};

/** In French (fr-CA): resending the e-gift card e-mail. */
export const ResendGiftCardFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    order: withGiftCard(),
    onResendGiftCard: resendOk,
    invoiceHref: '/fr-ca/account/orders/ALP00001042/invoice',
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Renvoyer le courriel de la carte-cadeau électronique' }),
    );
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Le courriel de la carte-cadeau électronique a été renvoyé.',
      ),
    );
  },
};
