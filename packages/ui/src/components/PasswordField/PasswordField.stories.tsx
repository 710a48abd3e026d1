import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { messages } from '../../forms/messages';
import { PasswordField } from './PasswordField.client';
import { passwordMessages } from './passwordRules';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'new-password' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

const hint = (canvasElement: HTMLElement, rule: string) =>
  canvasElement.querySelector(`[data-rule="${rule}"]`);

/** The hint list marks each rule met as the user types (spec 3 §5). */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByLabelText('Password');
    await expect(hint(canvasElement, 'minLength')).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, 'abc');
    await expect(hint(canvasElement, 'lowercase')).toHaveAttribute('data-met', 'true');
    await expect(hint(canvasElement, 'uppercase')).toHaveAttribute('data-met', 'false');
    await userEvent.type(input, 'DEF12');
    for (const rule of ['minLength', 'uppercase', 'lowercase', 'number']) {
      await expect(hint(canvasElement, rule)).toHaveAttribute('data-met', 'true');
    }
    await expect(hint(canvasElement, 'number')).toHaveTextContent('One number (met)');
  },
};

/** The toggle shows and hides the password; `aria-pressed` tells its state. */
export const Filled: Story = {
  args: { defaultValue: 'Secret123' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithDescription: Story = {
  args: { description: 'Use a password you do not use elsewhere.' },
};

export const WithError: Story = {
  args: { defaultValue: 'secret', error: passwordMessages.uppercase },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(passwordMessages.uppercase);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Secret123', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const Required: Story = {
  args: { required: true, error: messages.required },
};

/** Sign-in: no hint list. */
export const WithoutHints: Story = {
  args: { showHints: false, autoComplete: 'current-password' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};
