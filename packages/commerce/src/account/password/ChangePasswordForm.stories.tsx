import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChangePasswordForm } from './ChangePasswordForm.client';
import type { ChangePasswordValues, PasswordResult } from './passwordRules';
import { passwordAnswers, passwordLabelsIn } from './passwordStories';

const meta = {
  title: 'Commerce/Account/Password/ChangePasswordForm',
  component: ChangePasswordForm,
  args: {
    forgotPasswordHref: '/en-us/forgot-password',
    onChangePassword: fn(
      async ({ currentPassword, newPassword }: ChangePasswordValues): Promise<PasswordResult> =>
        passwordAnswers[currentPassword] ?? passwordAnswers[newPassword] ?? { ok: true },
    ),
  },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function change(
  canvasElement: HTMLElement,
  current: string,
  next: string,
  confirmation = next,
) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Current password/), current);
  await userEvent.type(canvas.getByLabelText(/^New password/), next);
  await userEvent.type(canvas.getByLabelText(/^Confirm the new password/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
  return canvas;
}

/** Empty: current password, new password with the hint list, confirmation. */
export const Empty: Story = {};

/** FE872 and FE340 in the browser: nothing sent. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await change(canvasElement, 'Loyalty123', 'Trail', 'Trial');
    await expect(await canvas.findByText('Password must be at least 8 characters')).toBeVisible();
    await expect(canvas.getByText('The passwords do not match.')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** Done: the success message, the form emptied. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Loyalty123', 'Trail1234');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Your password has changed.');
    await expect(canvas.getByLabelText(/^Current password/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('');
  },
};

/** AUT451: the current password is incorrect, at its input. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Wrong1234', 'Trail1234');
    await expect(await canvas.findByText('Your current password is incorrect.')).toBeVisible();
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** AUT452: the new password is the previous one, at the new password. */
export const SameAsPrevious: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Loyalty123', 'Same1234');
    await expect(
      await canvas.findByText('Your new password must be different from your previous password.'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Any other failure: the alert above the form. */
export const Unavailable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await change(canvasElement, 'Loyalty123', 'Broken123');
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** French: AUT451 in the locale's words. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: passwordLabelsIn('fr'), forgotPasswordHref: '/fr-ca/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Mot de passe actuel/), 'Wrong1234');
    await userEvent.type(canvas.getByLabelText(/^Nouveau mot de passe/), 'Trail1234');
    await userEvent.type(canvas.getByLabelText(/^Confirmez le nouveau/), 'Trail1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier le mot de passe' }));
    await expect(await canvas.findByText('Votre mot de passe actuel est incorrect.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Mot de passe actuel oublié?' })).toBeVisible();
  },
};
