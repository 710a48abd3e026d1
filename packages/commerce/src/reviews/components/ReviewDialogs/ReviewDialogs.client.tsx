'use client';

import { Button, ManagedDialog, Stack, useDialogManager } from '@storefront/ui';
import { useTranslations } from 'use-intl';
import { reviewDialogs } from '../../reviewDialogs';
import type { QuestionValues, ReviewActionResult, ReviewValues } from '../../reviewRules';
import { QuestionForm } from '../QuestionForm/QuestionForm.client';
import { ReviewForm } from '../ReviewForm/ReviewForm.client';
import { ReviewMediaDialog } from '../ReviewMediaDialog/ReviewMediaDialog.client';

/**
 * What the review dialogs ask of their host (Server Actions in the storefront): each answers a
 * {@link ReviewActionResult} and never throws.
 */
export interface ReviewActions {
  /** POST /products/v1/products/{productId}/reviews as the signed-in shopper. */
  writeReview(productId: string, values: ReviewValues): Promise<ReviewActionResult>;
  /** POST /products/v1/products/{productId}/reviews/questions. */
  askQuestion(productId: string, values: QuestionValues): Promise<ReviewActionResult>;
}

/** Props of {@link ReviewDialogs}. */
export interface ReviewDialogsProps {
  productId: string;
  productName: string;
  actions: ReviewActions;
  /** After a review or a question is posted (the host shows it: e.g. a refresh of the page). */
  onPosted?(kind: 'review' | 'question'): void;
  /** The question form's starting values (a signed-in shopper's e-mail). */
  questionDefaults?: Partial<QuestionValues>;
}

/**
 * The product page's review and question dialogs in the dialog manager (spec 1 §2), as panels:
 * write a review ({@link reviewDialogs}.writeReview; closes once posted), ask a question
 * (`askQuestion`) and its success dialog (`askQuestionSuccess`, which replaces it), and a
 * review's photos (`reviewMedia`, the review UGC dialog). Words: the `reviews` namespace.
 */
export function ReviewDialogs({
  productId,
  productName,
  actions,
  onPosted,
  questionDefaults,
}: ReviewDialogsProps) {
  const t = useTranslations('reviews');
  const dialogs = useDialogManager();
  return (
    <>
      <ManagedDialog
        id={reviewDialogs.writeReview}
        title={t('writeReviewTitle', { product: productName })}
        presentation="panel"
        closeLabel={t('close')}
      >
        {(_, close) => (
          <ReviewForm
            onSubmit={(values) => actions.writeReview(productId, values)}
            onPosted={() => {
              close();
              onPosted?.('review');
            }}
          />
        )}
      </ManagedDialog>
      <ManagedDialog
        id={reviewDialogs.askQuestion}
        title={t('ask.title', { product: productName })}
        presentation="panel"
        closeLabel={t('close')}
      >
        {() => (
          <QuestionForm
            {...(questionDefaults ? { defaults: questionDefaults } : {})}
            onSubmit={(values) => actions.askQuestion(productId, values)}
            onPosted={() => {
              dialogs.open(reviewDialogs.askQuestionSuccess);
              onPosted?.('question');
            }}
          />
        )}
      </ManagedDialog>
      <ManagedDialog
        id={reviewDialogs.askQuestionSuccess}
        title={t('askSuccess.title')}
        size="sm"
        closeLabel={t('close')}
      >
        {(_, close) => (
          <Stack gap="md">
            <p role="status">{t('askSuccess.text')}</p>
            <div>
              <Button onClick={close}>{t('askSuccess.close')}</Button>
            </div>
          </Stack>
        )}
      </ManagedDialog>
      <ReviewMediaDialog />
    </>
  );
}
