'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maxReviewLength } from '@storefront/api-contract';
import { RadioGroup, TextAreaField, TextField } from '@storefront/ui';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ReviewFormFrame } from '../../ReviewFormFrame.client';
import {
  type ReviewActionResult,
  type ReviewFormValues,
  type ReviewValues,
  reviewRuleMessagesFrom,
  reviewSchemaWith,
} from '../../reviewRules';
import { useReviewSend } from '../../useReviewSend.client';

/** Props of {@link ReviewForm}. */
export interface ReviewFormProps {
  /**
   * Sends the checked review (POST /products/v1/products/{productId}/reviews, spec 2 §7) and
   * answers the result; `REV410` (text too long, spec 2 §8) shows at the text field with the
   * message answered, any other failure above the form with the values kept.
   */
  onSubmit(values: ReviewValues): Promise<ReviewActionResult>;
  /** Called once the review is posted. */
  onPosted?(): void;
}

const empty: ReviewFormValues = { rating: '', title: '', text: '' };

/**
 * The review form (client): a rating of 1 to 5 stars (radios), a title and a text, checked in
 * the browser with `reviewSchemaWith` (the first broken field focused) and sent through
 * `onSubmit`. Words: the `reviews` namespace.
 */
export function ReviewForm({ onSubmit, onPosted }: ReviewFormProps) {
  const t = useTranslations('reviews');
  const id = useId();
  const schema = useMemo(() => reviewSchemaWith(reviewRuleMessagesFrom(t)), [t]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, ReviewValues>({
    resolver: zodResolver(schema),
    defaultValues: empty,
  });

  const { failure, send } = useReviewSend({
    onSubmit,
    onPosted,
    onTextError: (message) => setError('text', { message }, { shouldFocus: true }),
    fallback: t('form.failed'),
  });

  return (
    <ReviewFormFrame
      label={t('writeReview')}
      failure={failure}
      submitLabel={t('form.submit')}
      submitting={isSubmitting}
      onSubmit={handleSubmit(send)}
    >
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <RadioGroup
            id={`${id}-rating`}
            label={t('form.rating')}
            orientation="horizontal"
            required
            options={[1, 2, 3, 4, 5].map((count) => ({
              value: String(count),
              label: t('form.stars', { count }),
            }))}
            error={errors.rating?.message}
            {...field}
          />
        )}
      />
      <TextField
        id={`${id}-title`}
        label={t('form.title')}
        required
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        id={`${id}-text`}
        label={t('form.text')}
        description={t('form.textHint', { max: maxReviewLength })}
        required
        error={errors.text?.message}
        {...register('text')}
      />
    </ReviewFormFrame>
  );
}
