'use client';

import { emailPattern } from '@storefront/api-contract';
import { Button, Notification, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import { messageForError } from '../../api/messages';
import * as styles from './EnrollmentFlow.css';
import { type EnrollmentLabels, enrollmentLabels } from './labels';

/**
 * The host's answer to a lookup: whether the account exists and has a password (a profile
 * made in store has none), or the failure's code.
 */
export type EnrollmentLookupResult =
  | { ok: true; exists: boolean; hasPassword?: boolean }
  | { ok: false; code: string; serverMessage?: string };

/** Props of {@link EnrollmentLookupForm}. */
export interface EnrollmentLookupFormProps {
  /**
   * Looks the email up (GET /consumers-v3/consumer/lookup; unknown `CCN404` answers
   * `exists: false`). On `ok` the host moves to the sign-in step, the sign-up step, or (known
   * without a password) the forgot-password step.
   */
  onLookup(email: string): Promise<EnrollmentLookupResult>;
  /** The email to start with (e.g. back from a later step). */
  defaultEmail?: string;
  labels?: EnrollmentLabels;
}

/**
 * The lookup step's form (spec 2 §2 "lookup"): one email (required, valid, ≤ 100) and
 * Continue; a failed lookup (rate limit, system error) shows the spec 2 §8 message.
 */
export function EnrollmentLookupForm({
  onLookup,
  defaultEmail = '',
  labels = enrollmentLabels,
}: EnrollmentLookupFormProps) {
  const id = useId();
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = !email
      ? labels.lookup.required
      : !emailPattern.test(email) || email.length > 100
        ? labels.lookup.invalid
        : undefined;
    setError(problem);
    setFailure(undefined);
    if (problem) {
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const result = await onLookup(email);
      if (!result.ok)
        setFailure(messageForError(result.code, result.serverMessage, { locale: labels.language }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.flow} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{labels.lookup.intro}</p>
      {failure && <Notification tone="error">{failure}</Notification>}
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        label={labels.lookup.email}
        required
        maxLength={100}
        defaultValue={defaultEmail}
        error={error}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {labels.lookup.submit}
        </Button>
      </div>
    </form>
  );
}
