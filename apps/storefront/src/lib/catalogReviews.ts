import 'server-only';
import type {
  Questions,
  Reviews,
  ReviewTranslation,
  StorefrontLocale,
} from '@storefront/api-contract';
import { cache } from 'react';
import { attempt, catalog } from './catalog';

/**
 * The product page's reviews, questions and review translations (spec 2 §7 "Products"), read
 * per request (shoppers write them, so they are not kept across requests like the rest of the
 * catalogue), each call once per request (`cache`). Nothing here throws: a failure is
 * `undefined`, logged as `catalog.unavailable`.
 */

/** Reviews per product page. */
export const reviewsPageSize = 5;
/** Questions per product page. */
export const questionsPageSize = 5;

/** GET /products/v1/products/{id}/reviews (newest first); `undefined` when it fails. */
export const getReviews = cache(
  async (
    locale: StorefrontLocale,
    productId: string,
    page: number,
  ): Promise<Reviews | undefined> => {
    const result = await attempt('reviews', locale, productId, () =>
      catalog(locale).getReviews(productId, { page, limit: reviewsPageSize }),
    );
    return result.ok ? result.value : undefined;
  },
);

/**
 * GET /products/v1/products/{id}/reviews/questions (newest first, answers staff first);
 * `undefined` when it fails.
 */
export const getQuestions = cache(
  async (
    locale: StorefrontLocale,
    productId: string,
    page: number,
  ): Promise<Questions | undefined> => {
    const result = await attempt('questions', locale, productId, () =>
      catalog(locale).getQuestions(productId, { page, limit: questionsPageSize }),
    );
    return result.ok ? result.value : undefined;
  },
);

/**
 * POST /products/v1/review/{reviewId}/translate into the page's language (spec 2 §7), once per
 * request; `undefined` when it fails (the review shows as written).
 */
export const translateReview = cache(
  async (
    locale: StorefrontLocale,
    reviewId: string,
    language: string,
  ): Promise<ReviewTranslation | undefined> => {
    const result = await attempt('translate', locale, reviewId, () =>
      catalog(locale).translateReview(reviewId, language),
    );
    return result.ok ? result.value : undefined;
  },
);
