import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PasswordResult, ResetPasswordValues } from './passwordRules';
import { passwordAnswers, passwordLabelsIn } from './passwordStories';
import { ResetPasswordForm } from './ResetPasswordForm.client';

const meta = {
  title: 'Commerce/Account/Password/ResetPasswordForm',
  component: ResetPasswordForm,
  args: {
    forgotPasswordHref: '/en-us/forgot-password',
    signInHref: '/en-us/sign-in',
    onReset: fn(
      async ({ newPassword }: ResetPasswordValues): Promise<PasswordResult> =>
        passwordAnswers[newPassword] ?? { ok: true },
    ),
  },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^New password/), password);
  await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Save the new password' }));
  return canvas;
}

/** Empty: new password with the hint list, confirmation. */
export const Empty: Story = {};

/** A password that breaks a rule, and a confirmation that differs (FE340): nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement, 'trail', 'trails');
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

/** Done: "your password has changed" and Sign in. */
export const Done: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await choose(canvasElement, 'Trail1234');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has changed');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-us/sign-in',
    );
    await expect(args.onReset).toHaveBeenCalledWith({
      newPassword: 'Trail1234',
      confirmPassword: 'Trail1234',
    });
  },
};

/** AUT402: the link expired or was used; "Ask for a new link" leads to forgot password. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Expired123');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your password reset link has expired. Please request a new one.',
    );
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
  },
};

/** A link without a token: the expired state from the start. */
export const NoToken: Story = {
  args: { initialExpired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired');
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

/** French: the expired state. */
export const FrenchExpired: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: passwordLabelsIn('fr'),
    forgotPasswordHref: '/fr-ca/forgot-password',
    signInHref: '/fr-ca/sign-in',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), 'Expired123');
    await userEvent.type(canvas.getByLabelText(/^Confirmez le nouveau/), 'Expired123');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Votre lien de réinitialisation du mot de passe a expiré.',
    );
    await expect(canvas.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/fr-ca/forgot-password',
    );
  },
};
