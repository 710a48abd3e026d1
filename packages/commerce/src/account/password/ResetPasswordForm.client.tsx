'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notification, PasswordField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordLabels, passwordLabels } from './labels';
import { NewPasswordField } from './NewPasswordField.client';
import * as styles from './PasswordForms.css';
import {
  type PasswordResult,
  placePasswordFailure,
  type ResetPasswordValues,
  resetPasswordSchemaWith,
} from './passwordRules';

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /**
   * Sets the new password from the mail link's token (POST
   * /consumers-v3/confirmforgotpassword, spec 1 §7); the host holds the token. `AUT402`: the
   * link expired or was used.
   */
  onReset(values: ResetPasswordValues): Promise<PasswordResult>;
  /** The forgot-password page, where the shopper asks for a new link (AUT402). */
  forgotPasswordHref: string;
  /** The sign-in page, offered once the password has changed. */
  signInHref: string;
  /** Start in the expired state (e.g. no token in the link). */
  initialExpired?: boolean;
  labels?: PasswordLabels;
}

/**
 * Forgot password, step 2: the page of the link in the reset mail (the mock API's outbox):
 * the new password with the one hint list, its confirmation (FE340), then "your password has
 * changed" with a link to sign in. An expired or used link (AUT402, spec 2 §8) shows its
 * message with "Ask for a new link". Password rule failures (FE872, API400) at the new
 * password.
 */
export function ResetPasswordForm({
  onReset,
  forgotPasswordHref,
  signInHref,
  initialExpired = false,
  labels = passwordLabels,
}: ResetPasswordFormProps) {
  const id = useId();
  const [state, setState] = useState<'form' | 'done' | 'expired'>(
    initialExpired ? 'expired' : 'form',
  );
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchemaWith(labels.rules)),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    const result = await onReset(values);
    if (result.ok) {
      setState('done');
      return;
    }
    const placement = placePasswordFailure(result.code, result.serverMessage, labels.language);
    if (placement.field === 'expired') setState('expired');
    else if (placement.field === 'newPassword' || placement.field === 'confirmPassword')
      setError(placement.field, { message: placement.message });
    else setFailure(placement.message);
  });

  if (state === 'done') {
    return (
      <div className={styles.form}>
        <Notification tone="success" title={labels.reset.doneTitle}>
          {labels.reset.done}
        </Notification>
        <Button href={signInHref}>{labels.reset.signIn}</Button>
      </div>
    );
  }
  if (state === 'expired') {
    return (
      <div className={styles.form}>
        <Notification tone="error" title={labels.reset.expiredTitle}>
          {placePasswordFailure('AUT402', undefined, labels.language).message}
        </Notification>
        <Button href={forgotPasswordHref}>{labels.reset.askAgain}</Button>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Notification tone="error">{failure}</Notification>}
      <NewPasswordField
        id={`${id}-new`}
        label={labels.reset.newPassword}
        required
        labels={labels}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={labels.reset.confirmPassword}
        autoComplete="new-password"
        required
        showHints={false}
        toggleLabel={labels.showPassword}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" loading={isSubmitting}>
        {labels.reset.submit}
      </Button>
    </form>
  );
}
