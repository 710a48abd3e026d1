import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelsIn } from '../../messages/labelsIn';
import { stubCaptchaRoute } from '../../security/components/Captcha/captchaStories';
import { SignInForm, type SignInResult } from './SignInForm.client';
import type { SignInValues } from './signInRules';

/** The mock API's answers by password (stories only). */
const answers: Record<string, SignInResult> = {
  Loyalty123: { ok: true },
  wrong: { ok: false, code: 'AUT401', serverMessage: 'Invalid username or password' },
  last: { ok: false, code: 'AUT426', serverMessage: 'Last attempt before lock' },
  locked: { ok: false, code: 'AUT423', serverMessage: 'Account locked' },
  captcha: { ok: false, code: 'AUT403', serverMessage: 'Captcha verification failed' },
  email: { ok: false, code: 'AUT453', serverMessage: 'Invalid email format' },
  system: { ok: false, code: 'AUT500', serverMessage: 'Login system error' },
  links: {
    ok: false,
    code: 'AUT999',
    serverMessage:
      'Your account needs attention. <a href="/forgot-password">Reset your password</a> or <a href="/contact-us">contact us</a>.',
  },
};

const meta = {
  title: 'Commerce/Account/SignInForm',
  component: SignInForm,
  args: {
    onSignIn: fn(
      async ({ password }: SignInValues): Promise<SignInResult> =>
        answers[password] ?? { ok: true },
    ),
  },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function signIn(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

/** Empty: email and password. */
export const Empty: Story = {};

/** Submitted empty: the required messages at both inputs; nothing sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findAllByText('This field is required')).toHaveLength(2);
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** A malformed email: 'Email is not valid' (spec 1 §5); nothing sent. */
export const InvalidEmail: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'ada@example', 'Loyalty123');
    await expect(await canvas.findByText('Email is not valid')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** AUT401: the invalid-credentials alert above the form; the password is cleared. */
export const InvalidCredentials: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'wrong');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The email or password is incorrect.',
    );
    await expect(args.onSignIn).toHaveBeenCalledWith({
      email: 'loyalty@example.com',
      password: 'wrong',
    });
    await expect(canvas.getByLabelText(/^Password/)).toHaveValue('');
  },
};

/** AUT426: the last attempt before the lock, as a warning. */
export const LastAttempt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'last');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'This is your last attempt before your account is locked.',
    );
  },
};

/** AUT423: the account is locked; reset-password and contact-us links (spec 3 §8). */
export const Locked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'locked@example.com', 'locked');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your account is locked. Please reset your password.');
    await expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-us/forgot-password',
    );
    await expect(within(alert).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en-us/contact-us',
    );
  },
};

/** AUT500: the login system error, with a contact-us link. */
export const SystemError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'system');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Sign-in is unavailable right now. Please try again later.',
    );
    await expect(within(alert).getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

/** A server message with links (spec 3 §8): its same-origin links rendered as links. */
export const ServerMessageLinks: Story = {
  args: { localePath: 'en-gb' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'links');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your account needs attention. Reset your password or contact us.',
    );
    await expect(within(alert).getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/en-gb/forgot-password',
    );
    await expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/en-gb/contact-us',
    );
  },
};

/** An email over 100 characters (spec 3 §5): refused at the input; nothing sent. */
export const EmailTooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, `${'a'.repeat(90)}@example.com`, 'x');
    await expect(await canvas.findByText('Email must be at most 100 characters')).toBeVisible();
    await expect(args.onSignIn).not.toHaveBeenCalled();
  },
};

/** AUT403: the captcha was refused. */
export const CaptchaRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'captcha');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'We could not verify that you are not a robot. Please try again.',
    );
  },
};

/** AUT453 from the server: the message at the email input. */
export const EmailRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'email');
    await expect(await canvas.findByText('Please enter a valid email address.')).toBeVisible();
    // the field's own error is the only alert: none above the form
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Signed in: the button stays busy while the host navigates on. */
export const SignedIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'Loyalty123');
    await waitFor(() => expect(args.onSignIn).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Sign in/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

/** French (fr-CA): the field messages and a login failure in French (spec 2 §8 AUT401). */
export const French: Story = {
  args: { labels: labelsIn('fr').signIn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findAllByText('Ce champ est obligatoire')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Courriel/ }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'wrong');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Le courriel ou le mot de passe est incorrect.',
    );
  },
};

/** French (fr-CA): the locked account with its links in French. */
export const LockedFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: labelsIn('fr').signIn, localePath: 'fr-ca' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Courriel/ }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Mot de passe/), 'locked');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Votre compte est verrouillé.');
    await expect(
      within(alert).getByRole('link', { name: 'Réinitialiser votre mot de passe' }),
    ).toHaveAttribute('href', '/fr-ca/forgot-password');
    await expect(within(alert).getByRole('link', { name: 'Nous joindre' })).toBeVisible();
  },
};

/**
 * With the test captcha (action `login`): the form is not sent before "I'm not a robot" is
 * clicked; the click's token goes with the sign-in; after a failure the widget asks again.
 */
export const WithCaptcha: Story = {
  args: { captcha: { provider: 'test' } },
  beforeEach: stubCaptchaRoute(),
  play: async ({ canvasElement, args }) => {
    const canvas = await signIn(canvasElement, 'loyalty@example.com', 'wrong');
    await expect(await canvas.findByText('Please confirm you are not a robot.')).toBeVisible();
    await expect(args.onSignIn).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I’m not a robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(args.onSignIn).toHaveBeenCalledWith(
        { email: 'loyalty@example.com', password: 'wrong' },
        'story-captcha-token',
      ),
    );
    await expect(await canvas.findByText('The email or password is incorrect.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'I’m not a robot' })).not.toBeChecked();
  },
};

/** With the test captcha in French: "Je ne suis pas un robot". */
export const WithCaptchaFrench: Story = {
  parameters: { locale: 'fr-ca' },
  args: { captcha: { provider: 'test' }, labels: labelsIn('fr').signIn },
  beforeEach: stubCaptchaRoute(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Je ne suis pas un robot' }));
    await waitFor(() => expect(canvas.getByRole('checkbox')).toBeChecked());
  },
};
