'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Notification, PasswordField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { type PasswordLabels, passwordLabels } from './labels';
import { NewPasswordField } from './NewPasswordField.client';
import * as styles from './PasswordForms.css';
import {
  type ChangePasswordValues,
  changePasswordSchemaWith,
  type PasswordResult,
  placePasswordFailure,
} from './passwordRules';

/** Props of {@link ChangePasswordForm}. */
export interface ChangePasswordFormProps {
  /**
   * Changes the signed-in consumer's password (POST /consumers-v3/consumer/changepassword,
   * spec 1 §7): `AUT451` incorrect current password, `AUT452` same as the previous one,
   * `AUT450` / `FE872` rules, `FE340` confirmation.
   */
  onChangePassword(values: ChangePasswordValues): Promise<PasswordResult>;
  /** The forgot-password page, linked for a shopper who forgot the current password. */
  forgotPasswordHref?: string;
  labels?: PasswordLabels;
}

/**
 * Change password in the account (spec 1 §7, spec 2 §8): current password, new password with
 * the one hint list, confirmation. Failures at their input: AUT451 at the current password;
 * AUT452, AUT450, FE872 at the new one; FE340 at the confirmation; others above the form. On
 * success the form empties and says so (the API signs out the consumer's other sessions).
 */
export function ChangePasswordForm({
  onChangePassword,
  forgotPasswordHref,
  labels = passwordLabels,
}: ChangePasswordFormProps) {
  const id = useId();
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [generation, setGeneration] = useState(0);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchemaWith(labels.rules)),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(undefined);
    setDone(false);
    const result = await onChangePassword(values);
    if (result.ok) {
      reset();
      // A new key empties the hint list's own state as well.
      setGeneration((n) => n + 1);
      setDone(true);
      return;
    }
    const placement = placePasswordFailure(result.code, result.serverMessage, labels.language);
    if (
      placement.field === 'currentPassword' ||
      placement.field === 'newPassword' ||
      placement.field === 'confirmPassword'
    )
      setError(placement.field, { message: placement.message }, { shouldFocus: true });
    else setFailure(placement.message);
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {failure && <Notification tone="error">{failure}</Notification>}
      {done && <Notification tone="success">{labels.change.done}</Notification>}
      <PasswordField
        id={`${id}-current`}
        label={labels.change.currentPassword}
        autoComplete="current-password"
        required
        showHints={false}
        toggleLabel={labels.showPassword}
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <NewPasswordField
        key={generation}
        id={`${id}-new`}
        label={labels.change.newPassword}
        required
        labels={labels}
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        id={`${id}-confirm`}
        label={labels.change.confirmPassword}
        autoComplete="new-password"
        required
        showHints={false}
        toggleLabel={labels.showPassword}
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isSubmitting}>
          {labels.change.submit}
        </Button>
        {forgotPasswordHref && (
          <Button variant="link" href={forgotPasswordHref}>
            {labels.change.forgot}
          </Button>
        )}
      </div>
    </form>
  );
}
