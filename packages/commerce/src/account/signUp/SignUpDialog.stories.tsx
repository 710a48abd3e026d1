import { Button, DialogManagerProvider, useDialogManager } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { passwordLabelsIn } from '../password/passwordStories';
import { signUpLabelsFrom } from './labels';
import { SignUpDialog, type SignUpDialogProps, signUpDialogId } from './SignUpDialog.client';
import type { SignUpConfig } from './signUpRules';

const config: SignUpConfig = {
  minimalAge: 16,
  today: '2026-11-26',
  birthDateRequired: false,
  phoneRequired: false,
  genderRequired: false,
  dateFormat: 'MM/DD/YYYY',
  phoneEntries: [{ dialCode: '1', code: 'US', mask: '(XXX) XXX - XXXX' }],
  region: 'NORA',
};

/** A page with a trigger that opens the dialog through the manager. */
function Page({ trigger, ...props }: SignUpDialogProps & { trigger: string }) {
  const dialogs = useDialogManager();
  return (
    <>
      <Button onClick={() => dialogs.open(signUpDialogId)}>{trigger}</Button>
      <SignUpDialog {...props} />
    </>
  );
}

const meta = {
  title: 'Commerce/Account/SignUpDialog',
  component: Page,
  decorators: [
    (Story) => (
      <DialogManagerProvider>
        <Story />
      </DialogManagerProvider>
    ),
  ],
  args: {
    trigger: 'Create an account',
    title: 'Create an account',
    config,
    onSignUp: fn(async () => ({ ok: true as const })),
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opened through the dialog manager: a panel with the form; submitting empty validates. */
export const Opened: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    const dialog = await body.findByRole('dialog', { name: 'Create an account' });
    await expect(within(dialog).getByRole('textbox', { name: /^First name/ })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expect(
      (await within(dialog).findAllByText('This field is required')).length,
    ).toBeGreaterThan(3);
    await expect(args.onSignUp).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    trigger: 'Créer un compte',
    title: 'Créer un compte',
    closeLabel: 'Fermer',
    labels: signUpLabelsFrom(storyTranslator('fr', 'signUp'), 'fr', passwordLabelsIn('fr')),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer un compte' }));
    const dialog = await body.findByRole('dialog', { name: 'Créer un compte' });
    await expect(within(dialog).getByRole('textbox', { name: /^Prénom/ })).toBeVisible();
  },
};

/** The `sign-up-modal` content slot (spec 2 §7) above the form. */
export const WithContent: Story = {
  args: {
    content: <p>Create your account and join Alpine Rewards: one point per dollar.</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create an account' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Create an account' }));
    await expect(dialog.getByText(/join Alpine Rewards/)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /^First name/ })).toBeVisible();
  },
};

/** French, with the `sign-up-modal` content slot. */
export const FrenchWithContent: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    ...French.args,
    content: <p>Créez votre compte et adhérez à Alpine Rewards.</p>,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Créer un compte' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Créer un compte' }));
    await expect(dialog.getByText(/adhérez à Alpine Rewards/)).toBeVisible();
  },
};
