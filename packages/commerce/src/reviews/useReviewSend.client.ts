'use client';

import { useState } from 'react';
import type { ReviewActionResult } from './reviewRules';

/** Options of {@link useReviewSend}. */
export interface ReviewSendOptions<V> {
  /** Sends the checked values (a Server Action answering {@link ReviewActionResult}). */
  onSubmit(values: V): Promise<ReviewActionResult>;
  /** Called once the values are posted. */
  onPosted?(): void;
  /** Puts a message at the text field and focuses it (`REV410`, the text is too long). */
  onTextError(message: string): void;
  /** The words shown when a failure answers no message. */
  fallback: string;
}

/**
 * The send step shared by the review and question forms (spec 2 §7 reviews and questions):
 * clears the last failure, sends, then calls `onPosted`, puts `REV410` at the text field, or
 * keeps any other failure's message for above the form; the values the shopper typed stay.
 * @returns `failure`, the message to show above the form (none: `undefined`), and `send`, for
 *   react-hook-form's `handleSubmit`
 */
export function useReviewSend<V>({
  onSubmit,
  onPosted,
  onTextError,
  fallback,
}: ReviewSendOptions<V>) {
  const [failure, setFailure] = useState<string>();
  const send = async (values: V) => {
    setFailure(undefined);
    const result = await onSubmit(values);
    if (result.ok) onPosted?.();
    else if (result.code === 'REV410') onTextError(result.message);
    else setFailure(result.message || fallback);
  };
  return { failure, send };
}
