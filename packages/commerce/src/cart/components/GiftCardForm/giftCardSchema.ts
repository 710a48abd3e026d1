import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { CartLabels } from '../../labels';

/** The gift card rules (12-19 digit number, required 3-8 digit PIN) in the labels' language. */
export const giftCardSchema = (labels: CartLabels) =>
  z.object({
    cardNumber: z
      .string()
      .transform((v) => v.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{12,19}$/, labels.giftCardNumberInvalid)),
    pin: z
      .string()
      .trim()
      .min(1, labels.giftCardPinRequired)
      .regex(/^\d{3,8}$/, labels.giftCardPinInvalid),
  });
type Schema = ReturnType<typeof giftCardSchema>;
/** The gift card form's values as typed. */
export type GiftCardInput = z.input<Schema>;
/** The gift card form's values once validated (the number without spaces). */
export type GiftCardOutput = z.output<Schema>;

/** The form's resolver over {@link giftCardSchema}: its own chunk, loaded on the first check. */
export const giftCardResolver = (labels: CartLabels) => zodResolver(giftCardSchema(labels));
