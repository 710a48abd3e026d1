'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maxQuestionLength } from '@storefront/api-contract';
import { TextAreaField, TextField } from '@storefront/ui';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl';
import { ReviewFormFrame } from '../../ReviewFormFrame.client';
import {
  type QuestionValues,
  questionSchemaWith,
  type ReviewActionResult,
  reviewRuleMessagesFrom,
} from '../../reviewRules';
import { useReviewSend } from '../../useReviewSend.client';

/** Props of {@link QuestionForm}. */
export interface QuestionFormProps {
  /**
   * Sends the checked question (POST /products/v1/products/{productId}/reviews/questions, spec
   * 2 §7); `REV410` (over 500 characters) shows at the question with the message answered, any
   * other failure above the form with the values kept.
   */
  onSubmit(values: QuestionValues): Promise<ReviewActionResult>;
  /** Called once the question is posted (the host opens the success dialog). */
  onPosted?(): void;
  /** Values to start with (a signed-in shopper's e-mail). */
  defaults?: Partial<QuestionValues>;
}

const empty: QuestionValues = { text: '', nickname: '', email: '' };

/**
 * The ask-a-question form (client, spec 1 §2 "ask a question"): the question, a nickname and
 * an optional e-mail, checked with `questionSchemaWith` (the first broken field focused) and
 * sent through `onSubmit`. Words: the `reviews` namespace.
 */
export function QuestionForm({ onSubmit, onPosted, defaults = {} }: QuestionFormProps) {
  const t = useTranslations('reviews');
  const id = useId();
  const schema = useMemo(() => questionSchemaWith(reviewRuleMessagesFrom(t)), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuestionValues>({
    resolver: zodResolver(schema),
    defaultValues: { ...empty, ...defaults },
  });

  const { failure, send } = useReviewSend({
    onSubmit,
    onPosted,
    onTextError: (message) => setError('text', { message }, { shouldFocus: true }),
    fallback: t('ask.failed'),
  });

  return (
    <ReviewFormFrame
      label={t('askQuestion')}
      failure={failure}
      submitLabel={t('ask.submit')}
      submitting={isSubmitting}
      onSubmit={handleSubmit(send)}
    >
      <TextAreaField
        id={`${id}-text`}
        label={t('ask.text')}
        description={t('ask.textHint', { max: maxQuestionLength })}
        required
        error={errors.text?.message}
        {...register('text')}
      />
      <TextField
        id={`${id}-nickname`}
        label={t('ask.nickname')}
        description={t('ask.nicknameHint')}
        required
        autoComplete="nickname"
        error={errors.nickname?.message}
        {...register('nickname')}
      />
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('ask.email')}
        description={t('ask.emailHint')}
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
    </ReviewFormFrame>
  );
}
