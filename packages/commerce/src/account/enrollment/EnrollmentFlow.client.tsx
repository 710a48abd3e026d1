'use client';

import { phoneRules } from '@storefront/api-contract/phone';
import { Button, DateField, Notification, PhoneField, TextField } from '@storefront/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { messageForError } from '../../api/messages';
import { ForgotPasswordForm } from '../password/ForgotPasswordForm.client';
import type { PasswordLabels } from '../password/labels';
import type { ForgotPasswordValues, PasswordResult } from '../password/passwordRules';
import { birthDateIn, checkProfileDetails, type EnrollmentDetailRules } from './detailRules';
import * as styles from './EnrollmentFlow.css';
import {
  completeProfileNumbers,
  type EnrollmentProfile,
  type EnrollmentStep,
  formatInterests,
  initialStep,
  missingDetails,
  nextStep,
  type ProfileDetailKey,
  remainingSteps,
} from './enrollmentSteps';
import { InterestChoices } from './InterestChoices';
import { type EnrollmentLabels, enrollmentLabels, fillTemplate } from './labels';

/** The host's answer to a profile save: the profile as it now stands, or the failure's code. */
export type EnrollmentSaveResult<P extends EnrollmentProfile = EnrollmentProfile> =
  | { ok: true; profile: P }
  | { ok: false; code: string; serverMessage?: string };

/** What a signed-out step's slot may do: move to another step of the flow. */
export interface EnrollmentSlotContext {
  /** Moves to `lookup`, `signIn`, `signUp` or `forgotPassword`. */
  goTo(step: 'lookup' | 'signIn' | 'signUp' | 'forgotPassword'): void;
  /**
   * Tells the flow the shopper is now signed in (after sign-in or sign-up) with this profile:
   * the flow goes on with the remaining steps (spec 2 §2).
   */
  signedIn(profile: EnrollmentProfile): void;
}

/** Props of {@link EnrollmentFlow}. */
export interface EnrollmentFlowProps {
  /** The signed-in consumer's profile, or null for a guest (spec 2 §2 initial step). */
  profile: EnrollmentProfile | null;
  /** The shopper joins the loyalty programme in this flow (shows the welcome step). */
  joining?: boolean;
  /** The step to start at (default: {@link initialStep}, or the first remaining one). */
  initial?: EnrollmentStep;
  /** The lookup step's form (another module's): rendered with the slot context. */
  renderLookup?(context: EnrollmentSlotContext): ReactNode;
  /** The sign-in step's form (another module's). */
  renderSignIn?(context: EnrollmentSlotContext): ReactNode;
  /** The sign-up step's form (another module's). */
  renderSignUp?(context: EnrollmentSlotContext): ReactNode;
  /** Asks for a reset link (the forgot-password step is the password module's form). */
  onRequestPasswordLink?(values: ForgotPasswordValues): Promise<PasswordResult>;
  /** The forgot-password form's words (default English). */
  passwordLabels?: PasswordLabels;
  /**
   * The forgot-password step's start: the email to prefill (e.g. the one looked up) and a
   * line above the form (e.g. why a known profile without a password gets a link).
   */
  forgotPassword?: { email?: string; intro?: string };
  /**
   * Saves details of the profile (PUT /consumer, spec 2 §7: empty values are skipped) and
   * answers the updated profile. Used by complete profile 0, mobile, profile and interests.
   */
  onSave(update: {
    details?: Partial<Record<ProfileDetailKey, string>>;
    interests?: string;
  }): Promise<EnrollmentSaveResult>;
  /**
   * The locale's field rules for the mobile and profile steps (the sign-up form's: phone of
   * spec 2 §5 through `PhoneField`, birth date by the country's minimal age, spec 3 §5).
   * Without them the details are plain text fields checked only by the API.
   */
  detailRules?: EnrollmentDetailRules;
  /** Called on Done at the success step. */
  onDone?(): void;
  labels?: EnrollmentLabels;
}

/** The complete-profile steps counted by the progress line (spec 2 §2: 1 to 5). */
const counted = (step: EnrollmentStep) => (completeProfileNumbers[step] ?? 0) > 0;

/**
 * The sign-in and enrolment flow of spec 2 §2 as one component: lookup, sign in, sign up,
 * forgot password, then complete profile 0 (non-loyalty), 1 welcome, 2 mobile, 3 profile,
 * 4 interests, 5 success. It starts at {@link initialStep} and offers a partially enrolled
 * profile (spec 2 §4) only the steps it still needs ({@link remainingSteps}); every
 * complete-profile step may be skipped (spec 3 §6: a loyalty member may finish with details
 * missing). The lookup, sign-in and sign-up forms are the host's (render callbacks); the
 * forgot-password step is the password module's form. Focus moves to each step's heading.
 */
export function EnrollmentFlow({
  profile: initialProfile,
  joining = false,
  initial,
  renderLookup,
  renderSignIn,
  renderSignUp,
  onRequestPasswordLink,
  passwordLabels,
  forgotPassword,
  onSave,
  detailRules,
  onDone,
  labels = enrollmentLabels,
}: EnrollmentFlowProps) {
  const id = useId();
  const [profile, setProfile] = useState(initialProfile);
  const firstStep =
    initial ??
    (initialProfile
      ? (remainingSteps(initialProfile, joining)[0] ?? initialStep(initialProfile))
      : 'lookup');
  const [step, setStep] = useState<EnrollmentStep>(firstStep);
  // The numbered steps this shopper is offered, fixed when signed in (a stable "Step n of m").
  const [plan, setPlan] = useState<EnrollmentStep[]>(() =>
    initialProfile ? remainingSteps(initialProfile, joining).filter(counted) : [],
  );
  const [failure, setFailure] = useState<string>();
  const [detailErrors, setDetailErrors] = useState<Partial<Record<ProfileDetailKey, string>>>({});
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    // Focus the new step's heading after a move (not on the first render).
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const go = (next: EnrollmentStep) => {
    moved.current = true;
    setFailure(undefined);
    setDetailErrors({});
    setStep(next);
  };
  const context: EnrollmentSlotContext = {
    goTo: go,
    signedIn: (signedIn) => {
      setProfile(signedIn);
      setPlan(remainingSteps(signedIn, joining).filter(counted));
      go(nextStep(step, signedIn, joining));
    },
  };
  const position = plan.indexOf(step);

  const save = async (update: Parameters<EnrollmentFlowProps['onSave']>[0]) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await onSave(update);
      if (!result.ok) {
        setFailure(messageForError(result.code, result.serverMessage, { locale: labels.language }));
        return;
      }
      setProfile(result.profile);
      go(nextStep(step, result.profile, joining));
    } finally {
      setBusy(false);
    }
  };
  const skip = () => go(profile ? nextStep(step, profile, joining) : 'lookup');

  const detailsForm = (keys: readonly ProfileDetailKey[]) => (
    <form
      className={styles.flow}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const details = Object.fromEntries(
          keys.map((key) => [key, String(data.get(key) ?? '').trim()]),
        ) as Partial<Record<ProfileDetailKey, string>>;
        if (!detailRules) {
          void save({ details });
          return;
        }
        const checked = checkProfileDetails(details, detailRules);
        setDetailErrors(checked.errors);
        const invalid = keys.find((key) => checked.errors[key]);
        if (invalid) {
          document.getElementById(`${id}-${invalid}`)?.focus();
          return;
        }
        void save({ details: checked.values });
      }}
    >
      {keys.map((key) => detailField(key))}
      {actions(true)}
    </form>
  );

  /** One detail's input: the phone and birth date by the locale's rules when given. */
  const detailField = (key: ProfileDetailKey) => {
    const common = {
      id: `${id}-${key}`,
      name: key,
      label: labels.fields[key],
      error: detailErrors[key],
    };
    const stored = profile?.consumerDetails[key] ?? '';
    if (detailRules && key === 'phone')
      return (
        <PhoneField
          key={key}
          {...common}
          rules={phoneRules}
          entries={detailRules.config.phoneEntries}
          region={detailRules.config.region}
          dialCodeLabel={detailRules.dialCodeLabel}
          defaultValue={stored}
        />
      );
    if (detailRules && key === 'birthDate')
      return (
        <DateField
          key={key}
          {...common}
          format={detailRules.config.dateFormat}
          autoComplete="bday"
          defaultValue={birthDateIn(stored, detailRules.config.dateFormat)}
        />
      );
    return <TextField key={key} {...common} defaultValue={stored} {...fieldInput[key]} />;
  };

  const actions = (submits: boolean) => (
    <div className={styles.actions}>
      <Button type={submits ? 'submit' : 'button'} loading={busy}>
        {labels.actions.save}
      </Button>
      <Button variant="link" onClick={skip}>
        {labels.actions.skip}
      </Button>
    </div>
  );

  const missing = profile ? missingDetails(profile) : [];
  let body: ReactNode;
  switch (step) {
    case 'lookup':
      body = renderLookup?.(context);
      break;
    case 'signIn':
      body = renderSignIn?.(context);
      break;
    case 'signUp':
      body = renderSignUp?.(context);
      break;
    case 'forgotPassword':
      body = onRequestPasswordLink ? (
        <>
          {forgotPassword?.intro && <p className={styles.intro}>{forgotPassword.intro}</p>}
          <ForgotPasswordForm
            key={forgotPassword?.email}
            onRequestLink={onRequestPasswordLink}
            {...(forgotPassword?.email ? { defaultEmail: forgotPassword.email } : {})}
            {...(passwordLabels ? { labels: passwordLabels } : {})}
          />
        </>
      ) : null;
      break;
    case 'completeProfile':
      body = detailsForm(missing);
      break;
    case 'mobile':
      body = detailsForm(['phone']);
      break;
    case 'profile':
      body = detailsForm(missing.filter((key) => key !== 'phone'));
      break;
    case 'interests': {
      body = (
        <form
          className={styles.flow}
          noValidate
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            const picked = new FormData(event.currentTarget).getAll('interests').map(String);
            void save({ interests: formatInterests(picked) });
          }}
        >
          <InterestChoices idPrefix={id} chosen={profile?.preferences?.interests} labels={labels} />
          {actions(true)}
        </form>
      );
      break;
    }
    case 'welcome':
      body = (
        <div className={styles.actions}>
          <Button onClick={() => go(profile ? nextStep('welcome', profile, joining) : 'lookup')}>
            {labels.actions.continue}
          </Button>
        </div>
      );
      break;
    case 'success':
      body = (
        <div className={styles.actions}>
          <Button onClick={() => onDone?.()}>{labels.actions.done}</Button>
        </div>
      );
      break;
  }

  return (
    <section className={styles.flow} aria-labelledby={`${id}-heading`} data-step={step}>
      {position >= 0 && (
        <p className={styles.progress}>
          {fillTemplate(labels.progress, { current: position + 1, total: plan.length })}
        </p>
      )}
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {labels.steps[step]}
      </h2>
      {labels.intro[step] && <p className={styles.intro}>{labels.intro[step]}</p>}
      {failure && <Notification tone="error">{failure}</Notification>}
      {body}
    </section>
  );
}

/** Input attributes per detail (autocomplete, type; spec 2 §5 phone is normalised by the API). */
const fieldInput: Record<ProfileDetailKey, { type?: string; autoComplete: string }> = {
  phone: { type: 'tel', autoComplete: 'tel' },
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  postalCode: { autoComplete: 'postal-code' },
  birthDate: { type: 'date', autoComplete: 'bday' },
};
