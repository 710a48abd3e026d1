'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@storefront/ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import type { CheckoutLabels } from '../../flow/labels';
import { CardFields, type CardValues, emptyCard } from './CardFields.client';
import { cardSchema } from './cardSchema';

/** Props of {@link CardFormStory} (story-only harness). */
export interface CardFormStoryProps {
  defaultValues?: CardValues;
  /** A server error placed at the expiry after mount (FE309). */
  expiryError?: string;
  onValid(values: CardValues): void;
  labels?: CheckoutLabels;
}

/** Story-only harness: {@link CardFields} in a react-hook-form form with {@link cardSchema}. */
export function CardFormStory({
  defaultValues = emptyCard,
  expiryError,
  onValid,
  labels: ownLabels,
}: CardFormStoryProps) {
  const labels = useCheckoutLabels(ownLabels);
  const form = useForm<CardValues>({ resolver: zodResolver(cardSchema(labels)), defaultValues });
  useEffect(() => {
    if (expiryError) form.setError('expiry', { message: expiryError });
  }, [form, expiryError]);
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} style={{ maxWidth: 560 }}>
      <CardFields form={form} labels={labels} />
      <Button type="submit">Pay</Button>
    </form>
  );
}
