import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../forms/messages';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'UI/Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    name: 'delivery',
    onChange: fn(),
    options: [
      { value: 'home', label: 'Home delivery', description: '3 to 5 business days' },
      { value: 'pickup', label: 'Pick up in store' },
      { value: 'express', label: 'Express', disabled: true },
    ],
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fieldset with a legend; arrow keys move between the radios. */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toBeInTheDocument();
    await userEvent.click(canvas.getByLabelText('Home delivery'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByLabelText('Pick up in store')).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Filled: Story = { args: { defaultValue: 'pickup' } };

export const WithDescription: Story = {
  args: { description: 'Choose how you receive your order.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Choose how you receive your order.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, error: messages.required },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup');
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.required);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'home' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Required: Story = { args: { required: true } };

export const Horizontal: Story = {
  args: {
    label: 'Size',
    name: 'size',
    orientation: 'horizontal',
    options: ['S', 'M', 'L', 'XL'].map((s) => ({ value: s, label: s })),
  },
};
