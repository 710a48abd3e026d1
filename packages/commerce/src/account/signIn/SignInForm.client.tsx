'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Link, Notification, PasswordField, TextField } from '@storefront/ui';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaLabels,
  type CaptchaSettings,
} from '../../security/components/Captcha';
import { type SignInLabels, signInLabels } from './labels';
import * as styles from './SignInForm.css';
import {
  placeSignInFailure,
  type SignInFailureLink,
  type SignInFailurePlacement,
  type SignInValues,
  signInSchemaWith,
} from './signInRules';

/** The host's answer to a sign-in: done, or the failed call's error code (and server message). */
export type SignInResult = { ok: true } | { ok: false; code: string; serverMessage?: string };

/** Props of {@link SignInForm}. */
export interface SignInFormProps {
  /**
   * Signs in (the host's Registered login: sign-in with a PKCE challenge and captcha, then the
   * token call merging the guest's cart, spec 1 §6-§7). On `ok` the host navigates on; the
   * form stays busy meanwhile. `captchaResponse`: the widget's one-time response (with
   * `captcha`).
   */
  onSignIn(values: SignInValues, captchaResponse?: string): Promise<SignInResult>;
  /**
   * The captcha (action `login`, spec 3 §7), from the host's configuration: the form is sent
   * only once it is passed, and asks again after a failed sign-in (tokens are single-use).
   */
  captcha?: CaptchaSettings;
  /** The email to start with (e.g. the enrolment lookup's, spec 2 §2). */
  defaultEmail?: string;
  /** A failure to show when the form first renders (e.g. from a server render). */
  initialFailure?: SignInFailurePlacement;
  labels?: SignInLabels;
  /** The page's locale path (server links of failure messages), e.g. `en-us`. */
  localePath?: string;
  /**
   * Where a failure's links lead (spec 3 §8): the forgot-password page and contact us.
   * Default `/{localePath}/forgot-password` and `/{localePath}/contact-us`.
   */
  linkHrefs?: Partial<Record<SignInFailureLink, string>>;
  /**
   * The captcha's words (strings: a server component may build them with `captchaLabelsFrom`);
   * without them the widget reads the `checkout` catalogue of the nearest provider.
   */
  captchaLabels?: CaptchaLabels;
}

/** A failure's message with its links (spec 3 §8 "Sign-in error"). */
function FailureMessage({
  failure,
  labels,
  hrefs,
}: {
  failure: SignInFailurePlacement;
  labels: SignInLabels;
  hrefs: Record<SignInFailureLink, string>;
}) {
  return (
    <>
      {failure.parts.map((part, index) =>
        part.href ? (
          <Link key={index} href={part.href}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
      {failure.links.map((link) => (
        <span key={link}>
          {' '}
          <Link href={hrefs[link]}>{labels[link]}</Link>
        </span>
      ))}
    </>
  );
}

/**
 * The sign-in form (spec 1 §6 Registered consumer; spec 3 §4 "Sign-in": submit, captcha,
 * login; spec 3 §5: email required, valid, at most 100 characters; password required),
 * react-hook-form + zod. Every login failure of spec 2 §8 is placed by `placeSignInFailure`:
 * above the form in an alert (AUT426, last attempt, as a warning), AUT453 at the email input;
 * a server message keeps its same-origin links, and the failure offers reset-password and
 * contact-us links by kind (spec 3 §8). The password is cleared after a failure.
 */
export function SignInForm({
  onSignIn,
  initialFailure,
  labels = signInLabels,
  captchaLabels,
  captcha,
  defaultEmail = '',
  localePath = 'en-us',
  linkHrefs,
}: SignInFormProps) {
  const hrefs: Record<SignInFailureLink, string> = {
    resetPassword: `/${localePath}/forgot-password`,
    contactUs: `/${localePath}/contact-us`,
    ...linkHrefs,
  };
  const id = useId();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [failure, setFailure] = useState<SignInFailurePlacement | undefined>(initialFailure);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchemaWith(labels)),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    let result: SignInResult;
    if (captcha) {
      const captchaResponse = await captchaRef.current?.execute();
      if (!captchaResponse) return;
      result = await onSignIn(values, captchaResponse);
    } else result = await onSignIn(values);
    if (result.ok) {
      setDone(true);
      return;
    }
    captchaRef.current?.reset();
    const placement = placeSignInFailure(
      result.code,
      result.serverMessage,
      labels.language,
      localePath,
    );
    resetField('password');
    if (placement.field === 'email') setError('email', { message: placement.message });
    else setFailure(placement);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && (
        <Notification tone={failure.tone}>
          <FailureMessage failure={failure} labels={labels} hrefs={hrefs} />
        </Notification>
      )}
      <TextField
        id={`${id}-email`}
        label={labels.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        id={`${id}-password`}
        label={labels.password}
        autoComplete="current-password"
        required
        showHints={false}
        toggleLabel={labels.showPassword}
        error={errors.password?.message}
        {...register('password')}
      />
      {captcha && (
        <Captcha
          ref={captchaRef}
          action="login"
          {...captcha}
          {...(captchaLabels ? { labels: captchaLabels } : {})}
        />
      )}
      <Button type="submit" loading={isSubmitting || done}>
        {labels.submit}
      </Button>
    </form>
  );
}
