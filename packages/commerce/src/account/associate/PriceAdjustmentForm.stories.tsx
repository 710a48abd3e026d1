import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  PriceAdjustmentForm,
  type PriceAdjustmentInput,
  type PriceAdjustmentResult,
} from './PriceAdjustmentForm.client';
import { associateLabelsIn } from './storyLabels';

/** The mock API's rule (stories only): at most 30 % of the item's 99.95 row total. */
function answer({ type, value }: PriceAdjustmentInput): PriceAdjustmentResult {
  const share = type === 'percentage' ? value : (value * 100) / 99.95;
  return share > 30 ? { ok: false, code: 'PRC400' } : { ok: true };
}

const meta = {
  title: 'Commerce/Account/Associate/PriceAdjustmentForm',
  component: PriceAdjustmentForm,
  args: {
    itemId: 'item-1',
    currency: 'USD',
    locale: 'en-US',
    onAdjust: fn(async (input: PriceAdjustmentInput) => answer(input)),
    onRemove: fn(async (): Promise<PriceAdjustmentResult> => ({ ok: true })),
  },
} satisfies Meta<typeof PriceAdjustmentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function adjust(canvasElement: HTMLElement, type: string, value: string) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Adjust price' });
  await userEvent.click(toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Adjustment' }), type);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Value/ }), value);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Reason' }), 'Damaged box');
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  return canvas;
}

/** Closed: the "Adjust price" button only. */
export const Closed: Story = {};

/** 10 % off: sent as a percentage with the reason; the fields close. */
export const Apply: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await adjust(canvasElement, 'percentage', '10');
    await waitFor(() =>
      expect(args.onAdjust).toHaveBeenCalledWith({
        itemId: 'item-1',
        type: 'percentage',
        value: 10,
        reason: 'Damaged box',
      }),
    );
    await waitFor(() => expect(canvas.queryByRole('group')).toBeNull());
  },
};

/** PRC400 (over the allowed maximum, decided by the API): the message at the value. */
export const OverMaximum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await adjust(canvasElement, 'amount', '50');
    await expect(
      await canvas.findByText('This adjustment takes off more than the allowed maximum.'),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Value/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Not a number: refused before any call. */
export const InvalidValue: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await adjust(canvasElement, 'amount', 'abc');
    await expect(await canvas.findByText('Enter a number greater than 0')).toBeVisible();
    await expect(args.onAdjust).not.toHaveBeenCalled();
  },
};

/** An applied adjustment: its amount, and Remove. */
export const Applied: Story = {
  args: { adjustment: { adjustmentId: 'adj-1', appliedDiscount: 19.99 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Price adjustment: $19.99 off')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove adjustment' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith('adj-1'));
  },
};

/** French (fr-CA): words, money and PRC400 in French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    locale: 'fr-CA',
    language: 'fr',
    labels: associateLabelsIn('fr').priceAdjustment,
    adjustment: { adjustmentId: 'adj-1', appliedDiscount: 19.99 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Ajustement de prix : 19,99/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajuster le prix' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Valeur/ }), '80');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Ajustement' }),
      'percentage',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Appliquer' }));
    await expect(
      await canvas.findByText('Cet ajustement dépasse le maximum permis.'),
    ).toBeVisible();
  },
};
