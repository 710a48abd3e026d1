import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
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

/** Nothing filled: the product number focused, nothing sent. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(canvas.getByRole('textbox', { name: /Product number/ })).toHaveFocus();
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
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Sent: the product number in upper case; the request id confirms it. */
export const Sent: Story = {
  args: { defaults: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send warranty request' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ productId: 'ALP1001M', purchaseDate: '2026-03-14' }),
    );
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
