'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Inline, Notification, Stack, TextField } from '@storefront/ui';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as styles from '../Dialog.css';
import type { DialogLabels } from '../labels';
import { formatEventDay } from './dates';
import { createJoinFormSchema, type JoinFormValues } from './joinForm';

/** Props of {@link EventJoinForm}. */
export interface EventJoinFormProps {
  /** The profile's email, shown read-only (spec 3 §5). */
  email: string;
  /** Every attending day `YYYY-MM-DD` the event offers. */
  days: readonly string[];
  enablePlusOne: boolean;
  submitLabel: string;
  localeTag: string;
  labels: DialogLabels;
  /** The last registration error (spec 3 §8: a dismissible alert with the message). */
  error: string | null;
  onDismissError: () => void;
  /** Sends the registration; the form stays disabled until it settles. */
  onSubmit: (values: JoinFormValues) => Promise<void>;
}

/**
 * Step 2 of the event sign-up (spec 3 §2 Modals, §5 "Event join form") on react-hook-form +
 * zod: the read-only email, the attending days (each date from start to end, formatted with
 * `Intl`; a one-day event has its day chosen), the optional plus-one guest name and the
 * required terms checkbox. Submit is disabled while sending.
 */
export function EventJoinForm({
  email,
  days,
  enablePlusOne,
  submitLabel,
  localeTag,
  labels,
  error,
  onDismissError,
  onSubmit,
}: EventJoinFormProps) {
  const id = useId();
  const schema = useMemo(() => createJoinFormSchema(days), [days]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<JoinFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      email,
      attendingDays: days.length === 1 ? [...days] : [],
      plusOne: '',
      eventTermsAccepted: false,
    },
  });
  const daysError = errors.attendingDays?.message;
  return (
    <form
      noValidate
      className={styles.form}
      aria-label={labels.joinTitle}
      aria-busy={isSubmitting}
      onSubmit={handleSubmit(onSubmit)}
    >
      {error ? (
        <Notification
          tone="error"
          title={labels.errorTitle}
          onDismiss={onDismissError}
          dismissLabel={labels.dismiss}
        >
          {error}
        </Notification>
      ) : null}
      <TextField
        id={`${id}-email`}
        label={labels.email}
        type="email"
        readOnly
        {...register('email')}
      />
      <Controller
        control={control}
        name="attendingDays"
        render={({ field }) => (
          <fieldset
            className={styles.fieldset}
            aria-describedby={daysError ? `${id}-days-error` : undefined}
          >
            <legend className={styles.legend}>{labels.attendingDays} *</legend>
            <Stack gap="sm">
              {days.map((day) => (
                <Checkbox
                  key={day}
                  id={`${id}-day-${day}`}
                  name={field.name}
                  value={day}
                  label={formatEventDay(day, localeTag)}
                  checked={field.value.includes(day)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, day]
                        : field.value.filter((chosen) => chosen !== day),
                    )
                  }
                />
              ))}
            </Stack>
            {daysError ? (
              <p id={`${id}-days-error`} className={styles.fieldError}>
                {daysError}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {enablePlusOne ? (
        <TextField
          id={`${id}-plus-one`}
          label={labels.plusOne}
          description={labels.plusOneHint}
          autoComplete="off"
          error={errors.plusOne?.message}
          {...register('plusOne')}
        />
      ) : null}
      <Checkbox
        id={`${id}-terms`}
        label={labels.eventTerms}
        required
        error={errors.eventTermsAccepted?.message}
        {...register('eventTermsAccepted')}
      />
      <Inline gap="sm" align="stretch">
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          {isSubmitting ? labels.sending : submitLabel}
        </Button>
      </Inline>
    </form>
  );
}
