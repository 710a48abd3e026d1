import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { labelsIn } from '../../../messages/labelsIn';
import { fixtureProduct } from '../../fixtures';
import { optionInStock } from '../../variantSelection';
import { OptionPicker, type OptionPickerRadioProps } from './OptionPicker';

const colour = fixtureProduct.attributes[0];
const size = fixtureProduct.attributes[1];
if (!colour || !size) throw new Error('fixture without colour and size attributes');

/** The picker in radio mode, keeping its own choice as the quick-shop does. */
function RadioPicker({
  initial,
  onChange,
  ...rest
}: Omit<OptionPickerRadioProps, 'mode' | 'value'> & { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <OptionPicker
      {...rest}
      mode="radio"
      {...(value ? { value } : {})}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Commerce/OptionPicker/Radio',
  component: RadioPicker,
  args: {
    labels: labelsIn('en').optionPicker,
    attribute: size,
    inStock: (value: string) => optionInStock(fixtureProduct, { color: 'sand' }, 'size', value),
    onChange: fn(),
  },
} satisfies Meta<typeof RadioPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Text look: Tab enters at the checked size, arrow keys move and choose. */
export const Keyboard: Story = {
  args: { initial: '9' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Size: 9' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '9' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '10' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '10' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('10');
    await expect(canvas.getByRole('group', { name: 'Size: 10' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '8' })).toBeChecked();
  },
};

/** Nothing chosen; an out-of-stock size stays choosable and says so. */
export const OutOfStock: Story = {
  play: async ({ canvas, args }) => {
    const eleven = canvas.getByRole('radio', { name: /^11\s*, out of stock$/ });
    await expect(eleven).not.toBeChecked();
    await userEvent.click(canvas.getByText('11'));
    await expect(eleven).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('11');
  },
};

/** An unavailable size is a disabled radio the arrow keys skip. */
export const Unavailable: Story = {
  args: { initial: '9', available: (value: string) => value !== '10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^10\s*, unavailable$/ })).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: /^11/ })).toBeChecked();
  },
};

/** Swatch look: round colours named by their labels; forest has no stock in size 9. */
export const Swatches: Story = {
  args: {
    attribute: colour,
    look: 'swatch',
    inStock: (value: string) => optionInStock(fixtureProduct, { size: '9' }, 'color', value),
    initial: 'sand',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Sand' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Forest, out of stock' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Black' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Colour: Black' })).toBeVisible();
  },
};
