'use client';

import { Button, Notification, Stack } from '@storefront/ui';
import type { FormEvent, ReactNode } from 'react';

/** Props of {@link ReviewFormFrame}. */
export interface ReviewFormFrameProps {
  /** The form's accessible name, e.g. "Write a review". */
  label: string;
  /** A failure that belongs to no field (from `useReviewSend`), shown above the fields. */
  failure: string | undefined;
  /** The submit button's words. */
  submitLabel: string;
  /** The form is being sent: the button shows its spinner. */
  submitting: boolean;
  /** react-hook-form's `handleSubmit(send)`. */
  onSubmit(event: FormEvent<HTMLFormElement>): Promise<void>;
  /** The fields. */
  children: ReactNode;
}

/**
 * The frame shared by the review and question forms (spec 2 §7 reviews and questions; spec 1
 * §8 placement: a field's error at the field, any other above the form): a `noValidate` form
 * named by `label`, the failure notification, the fields in a stack and the submit button.
 */
export function ReviewFormFrame({
  label,
  failure,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: ReviewFormFrameProps) {
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label}>
      <Stack gap="md">
        {failure ? <Notification tone="error">{failure}</Notification> : null}
        {children}
        <div>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
