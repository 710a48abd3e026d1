'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maxReviewLength } from '@storefront/api-contract';
import { Button, Field, Notification, RadioGroup, Stack, TextField } from '@storefront/ui';
import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { textarea } from '../../account/help/help.css';
import {
  type ReviewActionResult,
  type ReviewFormValues,
  type ReviewValues,
  reviewRuleMessagesFrom,
  reviewSchemaWith,
} from '../../reviews/reviewRules';
import { useReviewSend } from '../../reviews/useReviewSend.client';

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
  const submit = handleSubmit(send);

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('writeReview')}>
      <Stack gap="md">
        {failure ? <Notification tone="error">{failure}</Notification> : null}
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
        <Field
          id={`${id}-text`}
          label={t('form.text')}
          description={t('form.textHint', { max: maxReviewLength })}
          required
          error={errors.text?.message}
        >
          {(aria) => <textarea {...aria} className={textarea} {...register('text')} />}
        </Field>
        <div>
          <Button type="submit" loading={isSubmitting}>
            {t('form.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
