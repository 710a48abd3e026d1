import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyTranslator } from '../../messages/labelsIn';
import { stubCaptchaRoute } from '../../security/components/Captcha/captchaStories';
import { passwordLabelsIn } from '../password/passwordStories';
import { signUpLabelsFrom } from './labels';
import { SignUpForm, type SignUpResult } from './SignUpForm.client';
import type { SignUpConfig, SignUpValues } from './signUpRules';

/** The mock API's answers by email (stories only). */
const answers: Record<string, SignUpResult> = {
  'taken@example.com': { ok: false, code: 'AUT439', serverMessage: 'Email already registered' },
  'phone@example.com': { ok: false, code: 'AUT440', serverMessage: 'Phone already in use' },
  'down@example.com': { ok: false, code: 'AUT500', serverMessage: 'Login system error' },
};

const config: SignUpConfig = {
  minimalAge: 16,
  today: '2026-11-26',
  birthDateRequired: false,
  phoneRequired: false,
  genderRequired: false,
  postalMask: 'A9A 9A9',
  dateFormat: 'MM/DD/YYYY',
  phoneEntries: [
    { dialCode: '1', code: 'CA', mask: '(XXX) XXX - XXXX' },
    { dialCode: '44', code: 'GB', mask: 'XXXX XXXXXX' },
  ],
  region: 'NORA',
};

const frLabels = signUpLabelsFrom(storyTranslator('fr', 'signUp'), 'fr', passwordLabelsIn('fr'));

const meta = {
  title: 'Commerce/Account/SignUpForm',
  component: SignUpForm,
  args: {
    config,
    termsLinks: { loyaltyTerms: '/en-ca/loyalty-terms', policy: '/en-ca/privacy' },
    onSignUp: fn(
      async ({ email }: SignUpValues): Promise<SignUpResult> => answers[email] ?? { ok: true },
    ),
  },
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills every required field with valid values (English labels). */
async function fill(canvasElement: HTMLElement, email = 'noa@example.com') {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^First name/ }), 'Noa');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Last name/ }), 'Berg');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), email);
  await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Welcome123');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Birth date/ }), '06/15/1992');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Postal code/ }), 'k1a0b1');
  await userEvent.click(canvas.getByRole('checkbox', { name: /loyalty programme/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
  return canvas;
}

const submit = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Create account' }));

/** Empty: every field of spec 3 §3 and the consents. */
export const Empty: Story = {};

/** Submitted empty: the required messages, the required boxes; nothing sent. */
export const Required: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect((await canvas.findAllByText('This field is required')).length).toBeGreaterThan(3);
    await expect(canvas.getAllByText('Please check this box to continue')).toHaveLength(2);
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** A birth date later than today minus the minimal age: the message names the age. */
export const TooYoung: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    const birth = canvas.getByRole('textbox', { name: /^Birth date/ });
    await userEvent.clear(birth);
    await userEvent.type(birth, '01/01/2015');
    await submit(canvasElement);
    await expect(await canvas.findByText('You must be at least 16 years old')).toBeVisible();
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/** The postal code takes its mask as typed; a weak password fails the hint list. */
export const PostalMaskAndPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('K1A 0B1');
    const password = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await userEvent.clear(password);
    await userEvent.type(password, 'welcome');
    await submit(canvasElement);
    await expect(
      await canvas.findByText('The password does not meet every rule below'),
    ).toBeVisible();
  },
};

/** A locale where phone and gender are required (spec 3 §5). */
export const PhoneAndGenderRequired: Story = {
  args: { config: { ...config, phoneRequired: true, genderRequired: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await submit(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: /^Mobile phone/ })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    await expect(canvas.getByRole('combobox', { name: /^Gender/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSignUp).not.toHaveBeenCalled();
  },
};

/**
 * SMS opt-in (spec 3 §4): ticking shows the terms with I accept; accepting marks it; emptying
 * the phone resets it.
 */
export const SmsOptIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: /text messages/ }));
    const accept = canvas.getByRole('button', { name: 'I accept' });
    await expect(accept).toBeDisabled();
    const phone = canvas.getByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.type(phone, '4165550123');
    await userEvent.click(accept);
    await expect(await canvas.findByText('SMS terms accepted')).toBeVisible();
    await userEvent.clear(phone);
    await expect(await canvas.findByRole('button', { name: 'I accept' })).toBeDisabled();
    await userEvent.type(phone, '4165550123');
    await userEvent.click(canvas.getByRole('button', { name: 'I accept' }));
    await submit(canvasElement);
    await waitFor(() => expect(args.onSignUp).toHaveBeenCalledTimes(1));
    await expect(args.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+14165550123', sms: true, optInAccepted: true }),
    );
  },
};

/** Email in use (AUT439): marks the email field (spec 3 §8). */
export const EmailInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'taken@example.com');
    await submit(canvasElement);
    await expect(await canvas.findByText('This email address is already in use.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The first invalid field has the focus; a focused text field never gives two identical
    // screenshots in a row (visual snapshots), so the story ends blurred.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Phone in use (AUT440): marks the phone field, not the email (spec 3 §8). */
export const PhoneInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'phone@example.com');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile phone/ }), '4165550123');
    await submit(canvasElement);
    await expect(await canvas.findByText('This phone number is already in use.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Mobile phone/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Any other failure: a notification above the form (spec 3 §8). */
export const SystemError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'down@example.com');
    await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** Account created: the success message while the host signs in and navigates. */
export const Created: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    await submit(canvasElement);
    await expect(await canvas.findByText('Your account is ready. Signing you in…')).toBeVisible();
    await expect(args.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'noa@example.com', loyaltyTerms: true, policy: true }),
    );
  },
};

/** With the test captcha (action `register`): the checkbox comes before the submit. */
export const WithCaptcha: Story = {
  beforeEach: stubCaptchaRoute(),
  args: { captcha: { provider: 'test' } },
};

/**
 * French (fr-CA): the labels and messages of the French catalogue, and the one password hint
 * list (the `password` namespace's) in French.
 */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: frLabels, config: { ...config, dateFormat: 'DD/MM/YYYY', genderRequired: true } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hints = canvas.getByRole('list', { name: 'Exigences du mot de passe' });
    await expect(within(hints).getByText('Huit caractères ou plus')).toBeVisible();
    await expect(canvas.getAllByRole('list', { name: /mot de passe|password/i })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le compte' }));
    await expect((await canvas.findAllByText('Ce champ est obligatoire')).length).toBeGreaterThan(
      3,
    );
    await expect(canvas.getAllByText('Veuillez cocher cette case pour continuer')).toHaveLength(2);
    await expect(args.onSignUp).not.toHaveBeenCalled();
    // The first invalid field has the focus; a focused text field never gives two identical
    // screenshots in a row (visual snapshots), so the story ends blurred.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** French, too young: the message names the age in French. */
export const FrenchTooYoung: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: frLabels, config: { ...config, dateFormat: 'DD/MM/YYYY' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Date de naissance/ }), '01/01/2015');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer le compte' }));
    await expect(await canvas.findByText('Vous devez avoir au moins 16 ans')).toBeVisible();
    // The first invalid field has the focus; a focused text field never gives two identical
    // screenshots in a row (visual snapshots), so the story ends blurred.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * The details of a store-created lead (spec 3 §2 "Sign-up page": `consumerId` and `email`
 * prefill a consumer), as the page gets them from POST /consumer/retrieveUserData.
 */
const leadPrefill: Partial<SignUpValues> = {
  email: 'lead@example.com',
  firstName: 'Lee',
  lastName: 'Adams',
  phone: '+14165550108',
  postalCode: 'K1A 0B1',
};

/**
 * Prefilled for a store-created lead: names, email, phone and postal code are there; the
 * shopper only chooses a password and accepts the terms, and the form sends the prefilled
 * details.
 */
export const Prefilled: Story = {
  args: { prefill: leadPrefill },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^First name/ })).toHaveValue('Lee');
    await expect(canvas.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Adams');
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('lead@example.com');
    await expect(canvas.getByRole('textbox', { name: /^Postal code/ })).toHaveValue('K1A 0B1');
    await expect(canvas.getByRole('textbox', { name: /^Mobile phone/ })).toHaveValue(
      '(416) 555 - 0108',
    );
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), 'Welcome123');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Birth date/ }), '02/03/1988');
    await userEvent.click(canvas.getByRole('checkbox', { name: /loyalty programme/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /privacy policy/ }));
    await submit(canvasElement);
    await expect(await canvas.findByText('Your account is ready. Signing you in…')).toBeVisible();
    await expect(args.onSignUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'lead@example.com',
        firstName: 'Lee',
        lastName: 'Adams',
        phone: '+14165550108',
        postalCode: 'K1A 0B1',
      }),
    );
  },
};

/** Prefilled for a store-created lead, in French (fr-CA). */
export const FrenchPrefilled: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    labels: frLabels,
    config: { ...config, dateFormat: 'DD/MM/YYYY' },
    prefill: leadPrefill,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Prénom/ })).toHaveValue('Lee');
    await expect(canvas.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Adams');
    await expect(canvas.getByRole('textbox', { name: /^Courriel/ })).toHaveValue(
      'lead@example.com',
    );
    await expect(canvas.getByRole('textbox', { name: /^Code postal/ })).toHaveValue('K1A 0B1');
  },
};
