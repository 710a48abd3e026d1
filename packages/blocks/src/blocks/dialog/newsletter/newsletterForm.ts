import { messages } from '@storefront/ui';
import * as z from 'zod';

/** Email maximum length (spec 3 §9 "Email max 100"). */
export const newsletterEmailMaxLength = 100;

/**
 * The newsletter form's schema (spec 3 §5 "Newsletter"): email required ('This field is
 * required') and valid ('Email is not valid', at most 100 characters); the policy checkbox is
 * required (the required-checkbox message).
 */
export const newsletterFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, messages.required)
    .pipe(z.email(messages.email).max(newsletterEmailMaxLength, messages.email)),
  policyAccepted: z.boolean().refine((accepted) => accepted, messages.requiredCheckbox),
});

/** Values of the newsletter form. */
export interface NewsletterFormValues {
  email: string;
  policyAccepted: boolean;
}
