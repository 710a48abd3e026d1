import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { messages } from '../../forms/messages';
import { TextField } from './TextField';

const meta = {
  title: 'UI/Forms/TextField',
  component: TextField,
  args: { label: 'Email', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: typing reaches `onChange` (what `register()` listens to). */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Filled: Story = { args: { defaultValue: 'ada@example.com' } };

export const WithDescription: Story = {
  args: { description: 'We send the order confirmation here.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'We send the order confirmation here.',
    );
  },
};

/** The error sets `aria-invalid`, joins the description, and is announced (`role="alert"`). */
export const WithError: Story = {
  args: {
    defaultValue: 'ada@',
    description: 'We send the order confirmation here.',
    error: messages.email,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      `We send the order confirmation here. ${messages.email}`,
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.email);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'ada@example.com', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toBeDisabled();
  },
};

/** Required: a visual `*` (hidden from screen readers) and `aria-required`. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const HiddenLabel: Story = {
  args: { label: 'Search', type: 'search', name: 'q', hideLabel: true, placeholder: 'Search' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
  },
};

/** Error and description under the Coast brand. */
export const CoastBrand: Story = {
  ...WithError,
  globals: { brand: 'coast' },
};
