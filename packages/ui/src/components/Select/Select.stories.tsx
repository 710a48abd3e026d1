import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../forms/messages';
import { Select } from './Select';

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  args: {
    label: 'Province',
    name: 'province',
    placeholder: 'Select a province',
    onChange: fn(),
    options: [
      { value: 'AB', label: 'Alberta' },
      { value: 'BC', label: 'British Columbia' },
      { value: 'ON', label: 'Ontario' },
      { value: 'QC', label: 'Quebec' },
    ],
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'ON');
    await expect(select).toHaveValue('ON');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'QC' } };

export const WithDescription: Story = { args: { description: 'Where we deliver the order.' } };

export const WithError: Story = {
  args: { required: true, error: messages.required },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'AB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Required: Story = { args: { required: true } };
