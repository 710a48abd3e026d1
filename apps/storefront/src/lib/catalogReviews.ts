import 'server-only';
import {
  cacheTags,
  type Questions,
  type Reviews,
  type ReviewTranslation,
  type StorefrontLocale,
} from '@storefront/api-contract';
import { cache } from 'react';
import { keepRead } from './cache/readCache';
import { attempt, catalog } from './catalog';

/**
 * The product page's reviews, questions and review translations (spec 2 §7 "Products"). The
 * reviews and questions pages are kept in the read cache like the rest of the catalogue, under
 * `reviews:{productId}` (`cacheTags.reviews`), which the storefront's own review writes and
 * votes drop at once (`lib/reviews/actions.ts`, `updateTag`); a translation is read per request
 * (it is asked for by the query). Each call once per request (`cache`). Nothing here throws: a
 * failure is `undefined`, logged as `catalog.unavailable`, and not kept.
 */

/** Reviews per product page. */
export const reviewsPageSize = 5;
/** Questions per product page. */
export const questionsPageSize = 5;

/** GET /products/v1/products/{id}/reviews (newest first); `undefined` when it fails. */
async function cachedReviews(
  locale: StorefrontLocale,
  productId: string,
  page: number,
): Promise<Reviews | undefined> {
  'use cache';
  const result = await attempt('reviews', locale, productId, () =>
    catalog(locale).getReviews(productId, { page, limit: reviewsPageSize }),
  );
  keepRead(result.ok, [cacheTags.reviews(productId)]);
  return result.ok ? result.value : undefined;
}

/** The reviews page `page` (1-based) of a product, kept under `reviews:{productId}`. */
export const getReviews = cache(cachedReviews);

/**
 * GET /products/v1/products/{id}/reviews/questions (newest first, answers staff first);
 * `undefined` when it fails.
 */
async function cachedQuestions(
  locale: StorefrontLocale,
  productId: string,
  page: number,
): Promise<Questions | undefined> {
  'use cache';
  const result = await attempt('questions', locale, productId, () =>
    catalog(locale).getQuestions(productId, { page, limit: questionsPageSize }),
  );
  keepRead(result.ok, [cacheTags.reviews(productId)]);
  return result.ok ? result.value : undefined;
}

/** The questions page `page` (1-based) of a product, kept under `reviews:{productId}`. */
export const getQuestions = cache(cachedQuestions);

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
