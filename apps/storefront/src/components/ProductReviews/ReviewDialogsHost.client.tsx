'use client';

import { type ReviewActions, ReviewDialogs } from '@storefront/commerce/client';
import { Notification } from '@storefront/ui';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { useState } from 'react';
import { askQuestionAction, writeReviewAction } from '../../lib/reviews/actions';

const actions: ReviewActions = {
  writeReview: writeReviewAction,
  askQuestion: askQuestionAction,
};

/** Props of {@link ReviewDialogsHost}. */
export interface ReviewDialogsHostProps {
  productId: string;
  productName: string;
  localeTag: string;
  /** The `reviews` namespace (the chunk provides it itself). */
  messages: AbstractIntlMessages;
  /** The status shown once a review is posted (`reviews.posted`). */
  postedLabel: string;
}

/**
 * The review and question dialogs of the product page with the storefront's Server Actions
 * (loaded on first use by `LazyReviewDialogs`). The actions refresh the page's data, so a posted
 * review shows in the list; a status says so where the dialogs are mounted.
 */
export function ReviewDialogsHost({
  productId,
  productName,
  localeTag,
  messages,
  postedLabel,
}: ReviewDialogsHostProps) {
  const [posted, setPosted] = useState(false);
  return (
    <NextIntlClientProvider locale={localeTag} messages={messages} timeZone="UTC">
      <div aria-live="polite">
        {posted ? <Notification tone="success">{postedLabel}</Notification> : null}
      </div>
      <ReviewDialogs
        productId={productId}
        productName={productName}
        actions={actions}
        onPosted={(kind) => setPosted(kind === 'review')}
      />
    </NextIntlClientProvider>
  );
}
