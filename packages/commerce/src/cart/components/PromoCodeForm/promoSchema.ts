import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { CartLabels } from '../../labels';

/** The promo code rule (1-50 characters, spec 1 §3) with the messages in the labels' language. */
export const promoSchema = (labels: CartLabels) =>
  z.object({
    code: z.string().trim().min(1, labels.promoCodeRequired).max(50, labels.promoCodeTooLong(50)),
  });

/** The promo code form's values. */
export type PromoCodeValues = z.infer<ReturnType<typeof promoSchema>>;

/** The form's resolver over {@link promoSchema}: its own chunk, loaded on the first submit. */
export const promoResolver = (labels: CartLabels) => zodResolver(promoSchema(labels));
