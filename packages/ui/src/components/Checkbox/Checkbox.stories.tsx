import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, requiredCheckboxMessage } from './Checkbox';

const meta = {
  title: 'UI/Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Email me offers and news', name: 'newsletter', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Email me offers and news' });
    await userEvent.click(canvas.getByText('Email me offers and news'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = {
  args: { description: 'You can unsubscribe at any time.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'You can unsubscribe at any time.',
    );
  },
};

/** A required checkbox left unchecked shows the required-checkbox message (spec 3 §5). */
export const WithError: Story = {
  args: {
    label: 'I accept the terms and conditions',
    required: true,
    error: requiredCheckboxMessage,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(requiredCheckboxMessage);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const Required: Story = {
  args: { label: 'I accept the terms and conditions', required: true },
};
