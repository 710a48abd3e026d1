import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelsIn } from '../../messages/labelsIn';
import { SignInConfirmation } from './SignInConfirmation.client';
import { SignInDialog, type SignInDialogProps } from './SignInDialog.client';
import type { SignInResult } from './SignInForm.client';
import type { SignInValues } from './signInRules';

/** The mock API's answers by password (stories only). */
const answers: Record<string, SignInResult> = {
  Loyalty123: { ok: true },
  wrong: { ok: false, code: 'AUT401', serverMessage: 'Invalid username or password' },
  locked: { ok: false, code: 'AUT423', serverMessage: 'Account locked' },
};

/**
 * The host's flow around the dialog: signed in, the dialog closes and the sign-in
 * confirmation opens (spec 1 §2); Continue goes on.
 */
function DialogFlow(props: SignInDialogProps & { onContinue?(): void }) {
  const [open, setOpen] = useState(props.open);
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <SignInDialog
        {...props}
        open={open}
        onOpenChange={setOpen}
        onSignIn={async (values, captcha) => {
          const result = await props.onSignIn(values, captcha);
          if (result.ok) {
            setOpen(false);
            setConfirmed(true);
          }
          return result;
        }}
      />
      <SignInConfirmation
        open={confirmed}
        {...(props.dialogLabels ? { labels: props.dialogLabels } : {})}
        onContinue={() => {
          setConfirmed(false);
          props.onContinue?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Commerce/Account/SignInDialog',
  component: SignInDialog,
  render: (args) => <DialogFlow {...args} />,
  args: {
    open: true,
    onOpenChange: fn(),
    onSignIn: fn(
      async ({ password }: SignInValues): Promise<SignInResult> =>
        answers[password] ?? { ok: true },
    ),
    onContinue: fn(),
  } as SignInDialogProps & { onContinue(): void },
} satisfies Meta<typeof SignInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fill(email: string, password: string, submit = 'Sign in') {
  const dialog = await body().findByRole('dialog', { name: /^(Sign in|Connexion)$/ });
  const inDialog = within(dialog);
  await userEvent.type(inDialog.getByRole('textbox', { name: /^(Email|Courriel)/ }), email);
  await userEvent.type(inDialog.getByLabelText(/^(Password|Mot de passe)/), password);
  await userEvent.click(inDialog.getByRole('button', { name: submit }));
  return inDialog;
}

/** The panel (bottom on small screens, right on large ones): form, forgot password, create an account. */
export const Panel: Story = {
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveAttribute('data-presentation', 'panel');
    const inDialog = within(dialog);
    await expect(inDialog.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    await expect(inDialog.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-us/sign-up',
    );
  },
};

/** As a modal. */
export const Modal: Story = {
  args: { presentation: 'modal' },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveAttribute('data-presentation', 'modal');
  },
};

/** With the `sign-in-modal` content slot above the form (spec 2 §7). */
export const WithContent: Story = {
  args: {
    content: (
      <p>
        <strong>Members save 10 %</strong> on every order this week.
      </p>
    ),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Sign in' });
    await expect(within(dialog).getByText(/on every order this week/)).toBeVisible();
  },
};

/** Invalid credentials: the alert in the dialog with a reset-password link; nothing closes. */
export const InvalidCredentials: Story = {
  play: async ({ args }) => {
    const inDialog = await fill('loyalty@example.com', 'wrong');
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent('The email or password is incorrect.');
    await expect(within(alert).getByRole('link', { name: 'Reset your password' })).toBeVisible();
    await expect(args.onSignIn).toHaveBeenCalledTimes(1);
    await expect(body().getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  },
};

/** Locked (AUT423): reset-password and contact-us links. */
export const Locked: Story = {
  play: async () => {
    const inDialog = await fill('locked@example.com', 'locked');
    const alert = await inDialog.findByRole('alert');
    await expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/contact-us',
    );
  },
};

/** Signed in: the dialog closes, the confirmation says so; Continue goes on. */
export const SignedIn: Story = {
  play: async ({ args }) => {
    await fill('loyalty@example.com', 'Loyalty123');
    const confirmation = await body().findByRole('dialog', { name: 'You are signed in' });
    await waitFor(() =>
      expect(body().queryByRole('dialog', { name: 'Sign in' })).not.toBeInTheDocument(),
    );
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Continue' }));
    await expect(
      (args as unknown as { onContinue: ReturnType<typeof fn> }).onContinue,
    ).toHaveBeenCalledTimes(1);
  },
};

/** Create an account through the host's own sign-up (e.g. its dialog). */
export const CreateAccountInDialog: Story = {
  args: { onCreateAccount: fn() },
  play: async ({ args }) => {
    const dialog = await body().findByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Create an account' }));
    await expect(args.onCreateAccount).toHaveBeenCalledTimes(1);
  },
};

/** French (fr-CA): the dialog, a failure and the confirmation in French. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: labelsIn('fr').signIn,
    dialogLabels: labelsIn('fr').signInDialog,
    localePath: 'fr-ca',
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Connexion' });
    await expect(within(dialog).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/fr-ca/sign-up',
    );
    const inDialog = await fill('ada@example.com', 'wrong', 'Se connecter');
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      'Le courriel ou le mot de passe est incorrect.',
    );
    await userEvent.clear(inDialog.getByLabelText(/^Mot de passe/));
    await userEvent.type(inDialog.getByLabelText(/^Mot de passe/), 'Loyalty123');
    await userEvent.click(inDialog.getByRole('button', { name: 'Se connecter' }));
    await expect(await body().findByRole('dialog', { name: 'Vous êtes connecté' })).toBeVisible();
  },
};
