import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { passwordLabelsIn } from '../password/passwordStories';
import { SignInForm } from '../signIn/SignInForm.client';
import { EnrollmentFlow } from './EnrollmentFlow.client';
import { EnrollmentLookupForm, type EnrollmentLookupResult } from './EnrollmentLookupForm.client';
import { enrollmentLabelsIn, fakeSave, partialProfile } from './enrollmentStories';

/**
 * Known emails of the stories' fake lookup: `ada@example.com` has a password,
 * `lead@example.com` (a profile made in store) none; `busy@example.com` fails.
 */
const fakeLookup = fn(async (email: string): Promise<EnrollmentLookupResult> => {
  if (email === 'busy@example.com') return { ok: false, code: 'GEN500' };
  const exists = email === 'ada@example.com' || email === 'lead@example.com';
  return { ok: true, exists, hasPassword: email === 'ada@example.com' };
});

const meta = {
  title: 'Commerce/Account/Enrollment/EnrollmentLookupForm',
  component: EnrollmentLookupForm,
  args: { onLookup: fakeLookup },
} satisfies Meta<typeof EnrollmentLookupForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lookup step's form (spec 2 §2): empty and invalid emails stop it; a valid one is looked up. */
export const Lookup: Story = {
  play: async ({ canvas, args }) => {
    const submit = canvas.getByRole('button', { name: 'Continue' });
    await userEvent.click(submit);
    await expect(canvas.getByText('This field is required')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@');
    await userEvent.click(submit);
    await expect(canvas.getByText('Please enter a valid email address')).toBeVisible();
    await expect(args.onLookup).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'example.com');
    await userEvent.click(submit);
    await expect(args.onLookup).toHaveBeenCalledWith('ada@example.com');
  },
};

/** A failed lookup (system error): the message above the form. */
export const Failed: Story = {
  args: { defaultEmail: 'busy@example.com' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** French (fr-CA). */
export const French: Story = {
  parameters: { locale: 'fr-ca' },
  args: { labels: enrollmentLabelsIn('fr') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Entrez votre courriel/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(canvas.getByText('Ce champ est obligatoire')).toBeVisible();
  },
};

/**
 * The simplified enrolment variant (spec 2 §2) as the host connects it: the real lookup form;
 * a known email goes to the sign-in step with the email prefilled, "Use another email" back.
 */
export const SimplifiedFlow: StoryObj<typeof EnrollmentFlow> = {
  render: function Render() {
    let email = '';
    return (
      <EnrollmentFlow
        profile={null}
        onSave={fakeSave(partialProfile)}
        renderLookup={({ goTo }) => (
          <EnrollmentLookupForm
            onLookup={async (value) => {
              const result = await fakeLookup(value);
              if (result.ok) {
                email = value;
                goTo(result.exists ? 'signIn' : 'signUp');
              }
              return result;
            }}
          />
        )}
        renderSignIn={({ signedIn }) => (
          <SignInForm
            defaultEmail={email}
            onSignIn={async () => {
              signedIn(partialProfile);
              return { ok: true };
            }}
          />
        )}
        renderSignUp={() => <p>Sign-up form for {email}</p>}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Loyalty123');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(
        canvas.getByRole('heading', { level: 2, name: 'Complete your profile' }),
      ).toBeVisible(),
    );
  },
};

/** The simplified variant in French: an unknown email goes to the sign-up step. */
export const SimplifiedFlowFrench: StoryObj<typeof EnrollmentFlow> = {
  parameters: { locale: 'fr-ca' },
  render: () => (
    <EnrollmentFlow
      profile={null}
      labels={enrollmentLabelsIn('fr')}
      onSave={fakeSave(partialProfile)}
      renderLookup={({ goTo }) => (
        <EnrollmentLookupForm
          labels={enrollmentLabelsIn('fr')}
          onLookup={async (value) => {
            const result = await fakeLookup(value);
            if (result.ok) goTo(result.exists ? 'signIn' : 'signUp');
            return result;
          }}
        />
      )}
      renderSignUp={() => <p>Formulaire d’inscription</p>}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Courriel/ }), 'noa@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Créer un compte' }),
    ).toBeVisible();
  },
};

/** The flow as the host connects it for a profile made in store (no password). */
function NoPasswordFlow({ language }: { language: 'en' | 'fr' }) {
  const [email, setEmail] = useState('');
  const [noPassword, setNoPassword] = useState(false);
  const labels = enrollmentLabelsIn(language);
  return (
    <EnrollmentFlow
      profile={null}
      labels={labels}
      passwordLabels={passwordLabelsIn(language)}
      onSave={fakeSave(partialProfile)}
      onRequestPasswordLink={async () => ({ ok: true })}
      forgotPassword={{ email, ...(noPassword ? { intro: labels.lookup.noPassword } : {}) }}
      renderLookup={({ goTo }) => (
        <EnrollmentLookupForm
          labels={labels}
          onLookup={async (value) => {
            const result = await fakeLookup(value);
            if (result.ok) {
              setEmail(value);
              setNoPassword(result.exists && !result.hasPassword);
              goTo(result.exists && !result.hasPassword ? 'forgotPassword' : 'signIn');
            }
            return result;
          }}
        />
      )}
    />
  );
}

/**
 * A known profile without a password (made in store): the forgot-password step, the email
 * prefilled and why, whose link lets the shopper choose a password.
 */
export const SimplifiedFlowNoPassword: StoryObj<typeof EnrollmentFlow> = {
  render: () => <NoPasswordFlow language="en" />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email/ }), 'lead@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText(/no password yet/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Email/ })).toHaveValue('lead@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByText(/lead@example\.com/)).toBeVisible();
  },
};

/** The same in French. */
export const SimplifiedFlowNoPasswordFrench: StoryObj<typeof EnrollmentFlow> = {
  parameters: { locale: 'fr-ca' },
  render: () => <NoPasswordFlow language="fr" />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Courriel/ }), 'lead@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Continuer' }));
    await expect(await canvas.findByText(/pas encore de mot de passe/)).toBeVisible();
  },
};
