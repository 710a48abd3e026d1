'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Inline, Notification, TextField } from '@storefront/ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlockServices } from '../../../services/context.client';
import * as styles from '../Dialog.css';
import type { DialogLabels } from '../labels';
import { type NewsletterFormValues, newsletterFormSchema } from './newsletterForm';

/** Props of {@link NewsletterForm}: the dialog's `newsletterForm` texts and its source name. */
export interface NewsletterFormProps {
  title?: string;
  policyLabel?: string;
  submitLabel?: string;
  successMessage?: string;
  /** Reported with the subscription, e.g. `dialog:event-aw26`. */
  source: string;
  labels: DialogLabels;
}

/**
 * The dialog's newsletter form (spec 3 §5 "Newsletter", §8 "Newsletter error: shows the
 * message") on react-hook-form + zod: email required and valid, the policy checkbox required.
 * Sends through `forms.subscribeNewsletter`; on success a status message replaces the form.
 * Without the `forms` service it renders nothing.
 */
export function NewsletterForm({
  title,
  policyLabel,
  submitLabel,
  successMessage,
  source,
  labels,
}: NewsletterFormProps) {
  const { forms } = useBlockServices();
  const id = useId();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues>({
    resolver: zodResolver(newsletterFormSchema),
    defaultValues: { email: '', policyAccepted: false },
  });
  if (!forms) return null;
  const heading = title ?? labels.newsletterTitle;
  if (done)
    return (
      <section className={styles.section} aria-label={heading}>
        <p role="status" className={styles.meta}>
          {successMessage ?? labels.newsletterDone}
        </p>
      </section>
    );
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.heading}>
        {heading}
      </h3>
      <form
        noValidate
        className={styles.form}
        onSubmit={handleSubmit(async (values) => {
          setError(null);
          try {
            await forms.subscribeNewsletter({ email: values.email, policyAccepted: true, source });
            setDone(true);
          } catch (cause) {
            setError(cause instanceof Error && cause.message ? cause.message : labels.unavailable);
          }
        })}
      >
        {error ? (
          <Notification tone="error" onDismiss={() => setError(null)} dismissLabel={labels.dismiss}>
            {error}
          </Notification>
        ) : null}
        <TextField
          id={`${id}-email`}
          label={labels.email}
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Checkbox
          id={`${id}-policy`}
          label={policyLabel ?? labels.newsletterPolicy}
          required
          error={errors.policyAccepted?.message}
          {...register('policyAccepted')}
        />
        <Inline gap="sm" align="stretch">
          <Button type="submit" variant="secondary" loading={isSubmitting} disabled={isSubmitting}>
            {submitLabel ?? labels.newsletterSubmit}
          </Button>
        </Inline>
      </form>
    </section>
  );
}
