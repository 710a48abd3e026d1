'use server';

import { cacheTags, reviewFlagRequestSchema } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import {
  defaultReviewRuleMessages,
  questionSchemaWith,
  type ReviewActionResult,
  reviewSchemaWith,
} from '@storefront/commerce';
import { createCatalogService } from '@storefront/commerce/server';
import { refresh, updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import * as z from 'zod';
import { invalidInput, serverCall } from '../server/serverCall';

/**
 * The product page's review and question Server Actions (spec 2 §7 "Products": write a
 * review, questions, review flag and vote, answer vote), through `serverCall` (the locale of
 * the page they post from, the session's token, the spec's error messages, spec 1 §8). The
 * inputs are checked again with the forms' schemas; they answer, never throw. A successful
 * write drops the product's kept reviews and questions (`cacheTags.reviews`, `updateTag`) and
 * refreshes the page, so the new review or vote shows at once. The vote and report forms'
 * actions are bound to their product on the server (`.bind(null, productId)`).
 */

/** After a successful write about `productId`: its reviews read afresh, the page again. */
function reviewsChanged(productId: string): void {
  updateTag(cacheTags.reviews(productId));
  refresh();
}

const id = z.string().min(1).max(64);
const reviewInput = reviewSchemaWith(defaultReviewRuleMessages);
const questionInput = questionSchemaWith(defaultReviewRuleMessages);
const notSignedIn = { ok: false as const, code: 'AUT401', message: 'Not signed in.' };

/**
 * Writes a review of the product as the signed-in shopper (POST
 * /products/v1/products/{productId}/reviews).
 * @param values `{ rating: 1-5, title, text }` (the rating as a number or its radio string)
 * @returns `{ ok: true }`, or `REV410` text over 2000 characters, `AUT401` not signed in,
 *   `API400`, `API404` unknown product
 */
export async function writeReviewAction(
  productId: unknown,
  values: unknown,
): Promise<ReviewActionResult> {
  const product = id.safeParse(productId);
  const raw = values as { rating?: unknown } | null;
  const parsed = reviewInput.safeParse(
    raw && typeof raw === 'object' ? { ...raw, rating: String(raw.rating ?? '') } : raw,
  );
  if (!product.success) return invalidInput(product.error.issues);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const result = await serverCall('reviews.write', async ({ client, token, session }) => {
    if (!session.signedIn) return notSignedIn;
    await createCatalogService(client, { accessToken: token }).writeReview(
      product.data,
      parsed.data,
    );
    return {};
  });
  if (result.ok) reviewsChanged(product.data);
  return result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };
}

/**
 * Asks a question about the product (POST /products/v1/products/{productId}/reviews/questions);
 * guests may ask.
 * @param values `{ text, nickname, email }` (an empty e-mail is none)
 * @returns `{ ok: true }`, or `REV410` over 500 characters, `API400`, `API404`
 */
export async function askQuestionAction(
  productId: unknown,
  values: unknown,
): Promise<ReviewActionResult> {
  const product = id.safeParse(productId);
  const parsed = questionInput.safeParse(values);
  if (!product.success) return invalidInput(product.error.issues);
  if (!parsed.success) return invalidInput(parsed.error.issues);
  const { email, ...question } = parsed.data;
  const result = await serverCall(
    'reviews.ask',
    async ({ client }) => {
      await createCatalogService(client).askQuestion(product.data, {
        ...question,
        ...(email ? { email } : {}),
      });
      return {};
    },
    { token: false },
  );
  if (result.ok) reviewsChanged(product.data);
  return result.ok ? { ok: true } : { ok: false, code: result.code, message: result.message };
}

const voteForm = z.object({
  id,
  helpful: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/**
 * A helpfulness vote on a review, from the review's own form (works without JavaScript: the
 * page is rendered again with the new counts), as the session's shopper (a guest session is
 * started when there is none): the API counts one vote per shopper. Fields: `id`, `helpful`
 * (`true` / `false`).
 * @param productId the reviewed product (bound on the server)
 */
export async function voteReviewAction(productId: unknown, form: FormData): Promise<void> {
  const product = id.safeParse(productId);
  const parsed = voteForm.safeParse(Object.fromEntries(form));
  if (!product.success || !parsed.success) return;
  const { id: reviewId, helpful } = parsed.data;
  const result = await serverCall('reviews.vote', async ({ client, token }) =>
    createCatalogService(client, { accessToken: token }).voteReview(reviewId, helpful),
  );
  if (result.ok) reviewsChanged(product.data);
}

/**
 * A helpfulness vote on an answer to a question (fields `id`, `helpful`), like a review's.
 * @param productId the product the question is about (bound on the server)
 */
export async function voteAnswerAction(productId: unknown, form: FormData): Promise<void> {
  const product = id.safeParse(productId);
  const parsed = voteForm.safeParse(Object.fromEntries(form));
  if (!product.success || !parsed.success) return;
  const { id: answerId, helpful } = parsed.data;
  const result = await serverCall('reviews.voteAnswer', async ({ client, token }) =>
    createCatalogService(client, { accessToken: token }).voteAnswer(answerId, helpful),
  );
  if (result.ok) reviewsChanged(product.data);
}

const flagForm = z.object({
  id,
  reason: reviewFlagRequestSchema.shape.reason,
  returnTo: z.string().max(2000),
  locale: z.string().max(10),
});

/**
 * Flags a review as inappropriate (POST /products/v1/review/{reviewId}/flag), from the review's
 * own form, then goes back to the page (`returnTo`, checked with `safeRedirectPath`) with
 * `reviewReported={id}` so the review says it was reported. Fields: `id`, `reason`
 * (inappropriate, spam, offTopic, other), `returnTo`, `locale` (the page's locale path).
 */
export async function flagReviewAction(form: FormData): Promise<void> {
  const parsed = flagForm.safeParse(Object.fromEntries(form));
  if (!parsed.success) return;
  const { id: reviewId, reason, returnTo, locale } = parsed.data;
  const result = await serverCall('reviews.flag', async ({ client, token }) =>
    createCatalogService(client, { accessToken: token }).flagReview(reviewId, { reason }),
  );
  if (!result.ok) return;
  const target = new URL(safeRedirectPath(returnTo, locale), 'http://local');
  target.searchParams.set('reviewReported', reviewId);
  redirect(`${target.pathname}${target.search}#review-${reviewId}`);
}
