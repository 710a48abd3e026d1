import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'UI/Forms/TextAreaField',
  component: TextAreaField,
  args: {
    label: 'Your review',
    name: 'text',
    description: 'At most 2000 characters.',
    required: true,
    onChange: fn(),
  },
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing several lines reaches `onChange` (what `register()` listens to). */
export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Your review/ });
    await expect(textarea).toHaveAttribute('aria-required', 'true');
    await expect(textarea).toHaveAccessibleDescription('At most 2000 characters.');
    await userEvent.type(textarea, 'Dry feet{enter}on day three');
    await expect(textarea).toHaveValue('Dry feet\non day three');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The error sets `aria-invalid`, joins the description and is announced (`role="alert"`). */
export const WithError: Story = {
  args: { defaultValue: 'x'.repeat(120), error: 'Your review is too long.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: /^Your review/ });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(
      'At most 2000 characters. Your review is too long.',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your review is too long.');
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Sent.', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /^Your review/ })).toBeDisabled();
  },
};
