'use client';

import type { NotificationRequest } from '@storefront/api-contract';
import { Button, Card, fillPlaceholders, Stack, TextField } from '@storefront/ui';
import { type FormEvent, useId, useState } from 'react';
import type { NotifyMeLabels } from './labels';
import * as styles from './NotifyMe.css';

/** Answer of a notify-me submission: server actions answer messages instead of throwing. */
export type NotifyMeResult = { ok: true } | { ok: false; message?: string };

/** Props of {@link NotifyMe}. */
export interface NotifyMeProps {
  productId: string;
  /** The out-of-stock variant the shopper wants. */
  variantId: string;
  /**
   * Sends PUT /products/v1/notifications (spec 2 §7) through the commerce client, on the server;
   * `API400` (variant in stock, bad e-mail) comes back as `{ ok: false }`.
   */
  onSubmit: (request: NotificationRequest) => Promise<NotifyMeResult>;
  /** Start with the form open (stories, a `#notify-me` link). */
  defaultOpen?: boolean;
  /**
   * Its words (`catalog` catalogue, see `notifyMeLabelsFrom`): strings, so a server page passes
   * them and the page needs no message runtime in the browser.
   */
  labels: NotifyMeLabels;
}

type Phase = 'closed' | 'open' | 'sending' | 'done' | 'failed';

/** A light e-mail check (the server validates too). */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 100;
}

/**
 * "Notify me" for an out-of-stock variant (client island): a button that opens a small form
 * (e-mail, validated on submit with the message at the field), which sends the request and
 * shows a polite success status or an alert. A new variant means a new form (keyed by the page).
 */
export function NotifyMe({
  productId,
  variantId,
  onSubmit,
  defaultOpen = false,
  labels,
}: NotifyMeProps) {
  const [phase, setPhase] = useState<Phase>(defaultOpen ? 'open' : 'closed');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [message, setMessage] = useState<string | undefined>();
  const formId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!isEmail(value)) {
      setError(labels.emailInvalid);
      return;
    }
    setError(undefined);
    setPhase('sending');
    try {
      const result = await onSubmit({ productId, variantId, email: value });
      if (result.ok) setPhase('done');
      else {
        setMessage(result.message);
        setPhase('failed');
      }
    } catch {
      setMessage(undefined);
      setPhase('failed');
    }
  }

  if (phase === 'done') {
    return (
      <p role="status" className={styles.success}>
        {fillPlaceholders(labels.notifyMeSuccess, { email: email.trim() })}
      </p>
    );
  }
  return (
    <Stack gap="sm">
      <Button
        variant="secondary"
        aria-expanded={phase !== 'closed'}
        aria-controls={formId}
        onClick={() => setPhase(phase === 'closed' ? 'open' : 'closed')}
      >
        {labels.notifyMe}
      </Button>
      {phase === 'closed' ? null : (
        <Card
          as="form"
          id={formId}
          display="flex"
          flexDirection="column"
          gap="sm"
          onSubmit={submit}
          noValidate
        >
          <p className={styles.intro}>{labels.notifyMeIntro}</p>
          <TextField
            label={labels.email}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            {...(error ? { error } : {})}
          />
          {phase === 'failed' ? (
            <p role="alert" className={styles.error}>
              {message ?? labels.notifyMeError}
            </p>
          ) : null}
          <Button type="submit" loading={phase === 'sending'}>
            {labels.notifyMeSubmit}
          </Button>
        </Card>
      )}
    </Stack>
  );
}
