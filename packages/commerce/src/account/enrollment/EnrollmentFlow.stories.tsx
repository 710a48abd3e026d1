import { Button } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { EnrollmentFlow } from './EnrollmentFlow.client';
import {
  enrollmentDetailRulesIn,
  enrollmentLabelsIn,
  fakeSave,
  memberWithPhone,
  partialProfile,
} from './enrollmentStories';

const meta = {
  title: 'Commerce/Account/Enrollment/EnrollmentFlow',
  component: EnrollmentFlow,
  args: {
    profile: null,
    onSave: fn(fakeSave(partialProfile)),
    onDone: fn(),
    detailRules: enrollmentDetailRulesIn('en'),
    onRequestPasswordLink: fn(async () => ({ ok: true as const })),
    // Stand-ins for the other modules' forms (the host connects the real ones).
    renderLookup: ({ goTo }) => (
      <div>
        <Button onClick={() => goTo('signIn')}>Stand-in: I have an account</Button>{' '}
        <Button variant="secondary" onClick={() => goTo('signUp')}>
          Stand-in: create one
        </Button>
      </div>
    ),
    renderSignIn: ({ goTo, signedIn }) => (
      <div>
        <Button onClick={() => signedIn(partialProfile)}>Stand-in: sign in</Button>{' '}
        <Button variant="link" onClick={() => goTo('forgotPassword')}>
          Stand-in: forgot password
        </Button>
      </div>
    ),
    renderSignUp: ({ signedIn }) => (
      <Button onClick={() => signedIn(partialProfile)}>Stand-in: sign up</Button>
    ),
  },
} satisfies Meta<typeof EnrollmentFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the lookup step (its form is the host's). */
export const Lookup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Sign in or create an account' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Stand-in: I have an account' }));
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Stand-in: forgot password' }));
    await expect(canvas.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toBeVisible();
  },
};

/** Sign in, then a partial non-loyalty profile: complete profile 0, then success. */
export const CompleteProfile: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stand-in: I have an account' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Stand-in: sign in' }));
    await expect(canvas.getByRole('heading', { name: 'Complete your profile' })).toHaveFocus();
    for (const name of ['Mobile phone', 'First name', 'Last name', 'Postal code', 'Birth date']) {
      await expect(canvas.getByLabelText(new RegExp(`^${name}`))).toBeVisible();
    }
    await userEvent.type(canvas.getByLabelText(/^First name/), 'Ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledWith({
      details: { phone: '', firstName: 'Ada', lastName: '', postalCode: '', birthDate: '' },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

/** A loyalty sign-up of a partial profile: welcome, mobile, profile, interests, success (1-5). */
export const LoyaltySteps: Story = {
  args: { profile: partialProfile, joining: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Alpine Rewards' })).toBeVisible();
    await expect(canvas.getByText('Step 1 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByRole('heading', { name: 'Your mobile number' })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile phone/ }), '303 555 0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'About you' })).toBeVisible();
    // The phone is stored as the phone module stores it (spec 2 §5).
    await expect(args.onSave).toHaveBeenLastCalledWith({ details: { phone: '+13035550142' } });
    await expect(canvas.getByText('Step 3 of 5')).toBeVisible();
    await expect(canvas.queryByLabelText(/^Mobile phone/)).toBeNull();
    // spec 3 §6: a member may go on with details missing.
    await userEvent.click(canvas.getByRole('button', { name: 'Skip for now' }));
    await expect(canvas.getByRole('heading', { name: 'Your interests' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Hiking' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Climbing' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'You are all set' })).toBeVisible();
    await expect(args.onSave).toHaveBeenLastCalledWith({ interests: 'Hiking|Climbing' });
  },
};

/** Signed in with a phone: starts at the profile step (spec 2 §2). */
export const SignedInWithPhone: Story = {
  args: { profile: memberWithPhone, onSave: fn(fakeSave(memberWithPhone)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'About you' })).toBeVisible();
    await expect(canvas.queryByLabelText(/^First name/)).toBeNull();
    await expect(canvas.getByLabelText(/^Last name/)).toBeVisible();
  },
};

/** A failed save (AUT442 phone in use): the message above the step; the step stays. */
export const SaveFailed: Story = {
  args: { profile: { ...partialProfile, isLoyaltyMember: true }, initial: 'mobile' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Mobile phone/ }), '3035550000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('This phone number is already in use.'),
    );
    await expect(canvas.getByRole('heading', { name: 'Your mobile number' })).toBeVisible();
  },
};

/**
 * The mobile and profile steps check what is typed with the sign-up form's rules: a phone
 * by the phone module (spec 2 §5), a birth date by the country's minimal age (spec 3 §5,
 * the message names the age); nothing is saved until they pass.
 */
export const InvalidDetails: Story = {
  args: {
    profile: { ...partialProfile, isLoyaltyMember: true },
    onSave: fn(fakeSave({ ...partialProfile, isLoyaltyMember: true })),
    initial: 'mobile',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.type(phone, '303 555');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('A valid phone number is required')).toBeVisible();
    await expect(phone).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(phone, '0142');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'About you' })).toBeVisible();
    const birth = canvas.getByRole('textbox', { name: /^Birth date/ });
    await userEvent.type(birth, '01/01/2015');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('You must be at least 16 years old')).toBeVisible();
    await userEvent.clear(birth);
    await userEvent.type(birth, '07/14/1990');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByRole('heading', { name: 'Your interests' })).toBeVisible();
    await expect(args.onSave).toHaveBeenLastCalledWith({
      details: { firstName: '', lastName: '', postalCode: '', birthDate: '1990-07-14' },
    });
  },
};

/** French, too young: the birth date message names the age in French. */
export const FrenchTooYoung: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    profile: memberWithPhone,
    labels: enrollmentLabelsIn('fr'),
    detailRules: enrollmentDetailRulesIn('fr'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Date de naissance/ }), '01/01/2015');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer et continuer' }));
    await expect(await canvas.findByText('Vous devez avoir au moins 16 ans')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** French: the loyalty steps in the locale's words. */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: {
    profile: partialProfile,
    joining: true,
    labels: enrollmentLabelsIn('fr'),
    detailRules: enrollmentDetailRulesIn('fr'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Bienvenue dans Alpine Rewards' }),
    ).toBeVisible();
    await expect(canvas.getByText('Étape 1 sur 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(canvas.getByRole('textbox', { name: /^Téléphone cellulaire/ })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: /^Indicatif/ })).toBeVisible();
  },
};
