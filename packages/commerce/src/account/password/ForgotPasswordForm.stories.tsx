import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm.client';
import type { PasswordResult } from './passwordRules';
import { passwordLabelsIn } from './passwordStories';

const meta = {
  title: 'Commerce/Account/Password/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    signInHref: '/en-us/sign-in',
    onRequestLink: fn(
      async ({ email }: { email: string }): Promise<PasswordResult> =>
        email.startsWith('down')
          ? { ok: false, code: 'GEN500' }
          : email.startsWith('bad')
            ? { ok: false, code: 'AUT453', serverMessage: 'Email is not valid' }
            : { ok: true },
    ),
  },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the account's email and "Send the link". */
export const Empty: Story = {};

/** Submitted empty or malformed: the field's message, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('Email is not valid')).toBeVisible();
    await expect(args.onRequestLink).not.toHaveBeenCalled();
  },
};

/** Sent: "check your email" names the address; "Send another link" shows the form again. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.keyboard('{Enter}');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Check your email');
    await expect(status).toHaveTextContent('If an account exists for ada@example.com');
    await expect(args.onRequestLink).toHaveBeenCalledWith({ email: 'ada@example.com' });
    await userEvent.click(canvas.getByRole('button', { name: 'Send another link' }));
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeVisible();
  },
};

/** AUT453 from the server: at the email input. */
export const EmailRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'bad@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Any other failure: an alert above the form. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'down@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** French: the words and the sent state. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: passwordLabelsIn('fr'), signInHref: '/fr-ca/sign-in' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Courriel/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Envoyer le lien' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Si un compte existe pour ada@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-in',
    );
  },
};
