import {
  emailPattern,
  maxQuestionLength,
  maxReviewLength,
  maxReviewTitleLength,
} from '@storefront/api-contract';
import * as z from 'zod';
import type { Translate } from '../messages/translate';

/**
 * The product page's review and question forms' input rules (spec 2 §7 POST reviews and
 * questions; spec 2 §8 `REV410` "review too long"; the contract's lengths) as zod schemas: the
 * form checks them in the browser and the Server Action again on the server. Messages: the
 * `reviews` namespace's `rules` group.
 */

/** The validation messages of the review and question forms (`reviews.rules`, filled). */
export interface ReviewRuleMessages {
  rating: string;
  required: string;
  /** Over the maximum length of a title, review or question; `{max}` filled per field. */
  tooLong: (max: number) => string;
  nickname: string;
  email: string;
}

/** The messages of a translator of the `reviews` namespace. */
export function reviewRuleMessagesFrom(t: Translate): ReviewRuleMessages {
  return {
    rating: t('rules.rating'),
    required: t('rules.required'),
    tooLong: (max) => t('rules.tooLong', { max }),
    nickname: t('rules.nickname'),
    email: t('rules.email'),
  };
}

/** English messages, for the server's second check (its failures answer `API400`). */
export const defaultReviewRuleMessages: ReviewRuleMessages = {
  rating: 'Choose a rating from 1 to 5 stars.',
  required: 'This field is required.',
  tooLong: (max) => `At most ${max} characters.`,
  nickname: 'Your nickname needs 2 to 30 characters.',
  email: 'Enter a valid e-mail address.',
};

const text = (words: ReviewRuleMessages, max: number) =>
  z.string({ error: words.required }).trim().min(1, words.required).max(max, words.tooLong(max));

/**
 * A review (POST /products/v1/products/{productId}/reviews): the rating as the radio's string
 * `'1'`-`'5'` (out: a number), a title (1 to 100 characters) and a text (1 to 2000; longer is
 * what the server answers with `REV410`). Values come out trimmed.
 */
export function reviewSchemaWith(words: ReviewRuleMessages) {
  return z.object({
    rating: z
      .string({ error: words.rating })
      .regex(/^[1-5]$/, words.rating)
      .transform(Number),
    title: text(words, maxReviewTitleLength),
    text: text(words, maxReviewLength),
  });
}

/** The review form's values as typed (the rating is the radio's value). */
export type ReviewFormValues = z.input<ReturnType<typeof reviewSchemaWith>>;
/** A checked review, as the API takes it. */
export type ReviewValues = z.output<ReturnType<typeof reviewSchemaWith>>;

/**
 * A question (POST /products/v1/products/{productId}/reviews/questions): the text (1 to 500
 * characters, `REV410` beyond on the server), a nickname (2 to 30) and an optional e-mail
 * (spec 1 §5 format; empty means none).
 */
export function questionSchemaWith(words: ReviewRuleMessages) {
  return z.object({
    text: text(words, maxQuestionLength),
    nickname: z.string().trim().min(2, words.nickname).max(30, words.nickname),
    email: z
      .string()
      .trim()
      .max(100, words.email)
      .refine((value) => value === '' || emailPattern.test(value), words.email),
  });
}

/** The question form's values (an empty e-mail is `''`). */
export type QuestionValues = z.output<ReturnType<typeof questionSchemaWith>>;

/**
 * What a review or question action answers (a Server Action of the host): `{ ok: true, ...T }`
 * or the failure's catalogue code (`REV410`, `AUT401`, `API400`...) and message.
 */
export type ReviewActionResult<T extends object = object> =
  | ({ ok: true } & T)
  | { ok: false; code: string; message: string };
