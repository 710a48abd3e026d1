'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notification, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordLabels, passwordLabels } from './labels';
import * as styles from './PasswordForms.css';
import {
  type ForgotPasswordValues,
  forgotPasswordSchemaWith,
  type PasswordResult,
  placePasswordFailure,
} from './passwordRules';

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /**
   * Asks for a reset link (POST /consumers-v3/consumer/resetpassword, spec 1 §7): the API
   * answers the same for known and unknown addresses and mails the link only to a known one.
   */
  onRequestLink(values: ForgotPasswordValues): Promise<PasswordResult>;
  /** The email to start with (e.g. from the sign-in form). */
  defaultEmail?: string;
  /** The sign-in page or dialog, linked under the form. */
  signInHref?: string;
  labels?: PasswordLabels;
}

/**
 * Forgot password, step 1 (spec 2 §2 "forgot password" step, spec 3 §2 `/forgot-password`):
 * the account's email, then "check your email" naming the address, with a way to send
 * another link. AUT453 shows at the email; other failures above the form.
 */
export function ForgotPasswordForm({
  onRequestLink,
  defaultEmail = '',
  signInHref,
  labels = passwordLabels,
}: ForgotPasswordFormProps) {
  const id = useId();
  const [sentTo, setSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchemaWith(labels.rules)),
    defaultValues: { email: defaultEmail },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onRequestLink(values);
    if (result.ok) {
      setSentTo(values.email);
      return;
    }
    const placement = placePasswordFailure(result.code, result.serverMessage, labels.language);
    if (placement.field === 'email') setError('email', { message: placement.message });
    else setFailure(placement.message);
  });

  if (sentTo) {
    return (
      <div className={styles.form}>
        <Notification tone="success" title={labels.forgot.sentTitle}>
          {labels.forgot.sent.replace('{email}', sentTo)}
        </Notification>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setSentTo(undefined)}>
            {labels.forgot.again}
          </Button>
          {signInHref && (
            <Button variant="link" href={signInHref}>
              {labels.forgot.backToSignIn}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Notification tone="error">{failure}</Notification>}
      <TextField
        id={`${id}-email`}
        label={labels.forgot.email}
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {labels.forgot.submit}
        </Button>
        {signInHref && (
          <Button variant="link" href={signInHref}>
            {labels.forgot.backToSignIn}
          </Button>
        )}
      </div>
    </form>
  );
}
