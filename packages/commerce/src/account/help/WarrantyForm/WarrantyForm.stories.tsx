import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { WarrantyForm, type WarrantyFormProps } from './WarrantyForm.client';

const meta = {
  title: 'Commerce/Help/WarrantyForm',
  component: WarrantyForm,
  args: {
    today: '2026-11-26',
    onSubmit: fn<WarrantyFormProps['onSubmit']>(async () => ({
      ok: true as const,
      requestId: 'WR-00007',
    })),
  },
} satisfies Meta<typeof WarrantyForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const filled = {
  productId: 'alp1001m',
  purchaseDate: '2026-03-14',
  email: 'ada@example.com',
  description: 'The sole came off.',
};

/** Nothing filled: every required field says so, the product number focused, nothing sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    const productId = canvas.getByRole('textbox', { name: /Product number/ });
    await waitFor(() => expect(productId).toHaveFocus());
    await expect(productId).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('This field is required.')).toHaveLength(4);
    await expect(
      canvas.getByRole('textbox', { name: /What is wrong/ }),
    ).toHaveAccessibleDescription('This field is required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A purchase date in the future is refused. */
export const FutureDate: Story = {
  args: { defaults: { ...filled, purchaseDate: '2027-01-01' } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(
      await canvas.findByText('The purchase date cannot be in the future.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^Purchase date/)).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the product number in upper case; the request id confirms it. */
export const Sent: Story = {
  args: { defaults: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      productId: 'ALP1001M',
      purchaseDate: '2026-03-14',
      orderNumber: '',
      email: 'ada@example.com',
      description: 'The sole came off.',
    });
    await expect(
      await canvas.findByText('Thank you. Your warranty request WR-00007 has been received.'),
    ).toBeVisible();
  },
};

/** An unknown product (API404) at its field. */
export const UnknownProduct: Story = {
  args: {
    defaults: filled,
    onSubmit: fn<WarrantyFormProps['onSubmit']>(async () => ({
      ok: false as const,
      code: 'API404',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(await canvas.findByText('We do not know this product number.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Product number/ })).toHaveFocus();
  },
};

/** Another failure: a message above the form, the values kept. */
export const SendError: Story = {
  args: {
    defaults: filled,
    onSubmit: fn<WarrantyFormProps['onSubmit']>(async () => ({
      ok: false as const,
      code: 'GEN500',
      message: 'x',
    })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /What is wrong/ })).toHaveValue(
      'The sole came off.',
    );
  },
};

/** While it is sent. */
export const Pending: Story = {
  args: {
    defaults: filled,
    onSubmit: fn<WarrantyFormProps['onSubmit']>(() => new Promise<never>(() => {})),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(canvas.getByRole('button', { name: /Send warranty request/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** In French (fr-CA): the messages in French. */
export const FrenchEmpty: Story = {
  parameters: { locale: 'fr-ca' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande de garantie' }));
    await waitFor(() => expect(canvas.getAllByText('Ce champ est obligatoire.')).toHaveLength(4));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** In French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { defaults: filled },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer la demande de garantie' }));
    await expect(
      await canvas.findByText('Merci. Votre demande de garantie WR-00007 a bien été reçue.'),
    ).toBeVisible();
  },
};
