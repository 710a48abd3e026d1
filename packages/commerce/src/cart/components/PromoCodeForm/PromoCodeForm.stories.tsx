import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { apiMessages } from '../../../api/messages';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureBasket } from '../../fixtures';
import type { CartActionResult } from '../../types';
import { PromoCodeForm } from './PromoCodeForm.client';

const cartLabelsFr = labelsIn('fr').cart;

const applied: CartActionResult = { ok: true, basket: fixtureBasket() };

/** The fake host: `EXPIRED` answers PRM155, `BAD` PRM130, anything else applies. */
const apply = async (code: string): Promise<CartActionResult> => {
  if (code.toUpperCase() === 'EXPIRED')
    return { ok: false, code: 'PRM155', message: apiMessages.PRM155, field: 'coupon' };
  if (code.toUpperCase() === 'BAD')
    return { ok: false, code: 'PRM130', message: apiMessages.PRM130, field: 'coupon' };
  return applied;
};

const meta = {
  title: 'Commerce/Cart/PromoCodeForm',
  component: PromoCodeForm,
  args: {
    applied: [],
    onApply: fn(apply),
    onRemove: fn(async (): Promise<CartActionResult> => applied),
  },
} satisfies Meta<typeof PromoCodeForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No code on the basket: the empty form. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Promo code')).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: /Remove promo code/ })).toBeNull();
  },
};

/** Submitting nothing shows the zod message at the input; the host is not called. */
export const ValidationError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Enter a promo code.')).toBeVisible();
    await expect(canvas.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A code over 50 characters is refused before the call. */
export const TooLong: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Promo code'), 'X'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('A promo code has at most 50 characters.')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** PRM155 (expired, spec 1 §8): the message is placed at the input. */
export const ServerError: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Promo code'), 'EXPIRED');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText(apiMessages.PRM155)).toBeVisible();
    await expect(args.onApply).toHaveBeenCalledWith('EXPIRED');
  },
};

/** A valid code: the input clears and the status announces it. */
export const AppliesCode: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Promo code'), 'save10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByText('Promo code SAVE10 applied.')).toBeVisible();
    await expect(canvas.getByLabelText('Promo code')).toHaveValue('');
    await expect(args.onApply).toHaveBeenCalledWith('save10');
  },
};

/** Codes on the basket, each with its remove button. */
export const WithAppliedCodes: Story = {
  args: {
    applied: [
      { code: 'SAVE10', couponItemId: 'c-1' },
      { code: 'FREESHIP', couponItemId: 'c-2' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('SAVE10')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove promo code FREESHIP' }));
    await expect(args.onRemove).toHaveBeenCalledWith('FREESHIP');
  },
};

/** While the host answers, the Apply button shows it is busy. */
export const Loading: Story = {
  args: { onApply: fn((_code: string) => new Promise<CartActionResult>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Promo code'), 'SAVE10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('button', { name: /Apply/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** In French (fr-CA): the field's rules speak French (empty, then too long). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: cartLabelsFr },
  play: async ({ canvas, args }) => {
    const apply = canvas.getByRole('button', { name: cartLabelsFr.applyPromo });
    await userEvent.click(apply);
    await expect(await canvas.findByText('Entrez un code promo.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Code promo'), 'X'.repeat(51));
    await userEvent.click(apply);
    await expect(
      await canvas.findByText('Un code promo compte au plus 50 caractères.'),
    ).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};
