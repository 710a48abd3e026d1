import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import type { CartLabels } from '../../labels';

/** The gift option's schema with the locale's messages (spec 1 §5 'Email is not valid'). */
export function giftSchema(labels: CartLabels) {
  return z.object({
    to: z.string().trim().max(100, labels.tooLong(100)),
    email: z.union([
      z.literal(''),
      z.string().trim().email(labels.invalidEmail).max(100, labels.tooLong(100)),
    ]),
    message: z.string().max(250, labels.tooLong(250)),
  });
}
/** The gift option form's values. */
export type GiftOptionValues = z.infer<ReturnType<typeof giftSchema>>;

/** The form's resolver over {@link giftSchema}: its own chunk, loaded on the first save. */
export const giftResolver = (labels: CartLabels) => zodResolver(giftSchema(labels));
