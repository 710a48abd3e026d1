import { randomUUID } from 'node:crypto';
import {
  maxQuestionLength,
  maxReviewLength,
  type Question,
  type QuestionRequest,
  type Questions,
  type Review,
  type ReviewRequest,
  type ReviewSort,
  type Reviews,
  type ReviewTranslation,
} from '@storefront/api-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ConsumerRow } from '../db/consumerSchema';
import { catalogAnswers, catalogQuestions, catalogReviews, type ReviewRow } from '../db/schema';
import { ApiHttpError } from '../errors';
import { requirePlainText } from '../text/plainText';

/** A page of a list: 1-based page, items per page. */
export interface PageQuery {
  page: number;
  limit: number;
}

const reviewOrder: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(catalogReviews.createdAt)],
  oldest: [asc(catalogReviews.createdAt)],
  highest: [desc(catalogReviews.rating), desc(catalogReviews.createdAt)],
  lowest: [asc(catalogReviews.rating), desc(catalogReviews.createdAt)],
  helpful: [desc(catalogReviews.helpfulVotes), desc(catalogReviews.createdAt)],
};

/** A media path as a URL, e.g. `ugc/ugc-01.svg` → `http://…/media/ugc/ugc-01.svg`. */
export type MediaUrl = (path: string) => string;

function toReview(row: ReviewRow, media: MediaUrl): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    title: row.title,
    text: row.text,
    author: row.author,
    ...(row.location ? { location: row.location } : {}),
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    verifiedBuyer: row.verifiedBuyer,
    helpfulVotes: row.helpfulVotes,
    unhelpfulVotes: row.unhelpfulVotes,
    ...(row.photos.length > 0
      ? { photos: row.photos.map((p) => ({ url: media(p.path), alt: p.alt })) }
      : {}),
  };
}

const pageOf = <T>(rows: T[], query: PageQuery): T[] =>
  rows.slice((query.page - 1) * query.limit, query.page * query.limit);

/**
 * A product's reviews (spec 2 §7 "reviews"): the summary (average to 1 decimal, count,
 * distribution of ratings 1-5) over all of them, then a page of those with `rating` when
 * given, in `sort` order; photos as URLs of `media`.
 */
export async function listReviews(
  db: Database,
  productId: string,
  query: PageQuery & { sort: ReviewSort; rating?: number },
  media: MediaUrl,
): Promise<Reviews> {
  const all = await db.select().from(catalogReviews).where(eq(catalogReviews.productId, productId));
  const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const r of all) distribution[r.rating] = (distribution[r.rating] ?? 0) + 1;
  const average = all.length
    ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10
    : 0;
  const where = query.rating
    ? and(eq(catalogReviews.productId, productId), eq(catalogReviews.rating, query.rating))
    : eq(catalogReviews.productId, productId);
  const rows = await db
    .select()
    .from(catalogReviews)
    .where(where)
    .orderBy(...reviewOrder[query.sort], catalogReviews.id);
  return {
    productId,
    summary: { average, count: all.length, distribution },
    sort: query.sort,
    total: rows.length,
    page: query.page,
    limit: query.limit,
    reviews: pageOf(rows, query).map((row) => toReview(row, media)),
  };
}

/**
 * A review by id.
 * @throws ApiHttpError 404 `API404` for an unknown review
 */
export async function requireReview(db: Database, id: string): Promise<ReviewRow> {
  const [row] = await db.select().from(catalogReviews).where(eq(catalogReviews.id, id));
  if (!row) throw new ApiHttpError(404, 'API404', `Review not found: ${id}`);
  return row;
}

/** How a review signs: the first name and the last name's initial ("Ana M."), else "Shopper". */
function authorOf(consumer: ConsumerRow): string {
  const first = consumer.details.firstName?.trim();
  const last = consumer.details.lastName?.trim();
  if (!first) return 'Shopper';
  return last ? `${first} ${last.slice(0, 1).toUpperCase()}.` : first;
}

/**
 * Stores a new review of a product by a registered consumer (spec 2 §7 "reviews", spec 2 §8
 * REV410). Title and text are stored and served as plain text (text/plainText.ts); the author
 * is the consumer's first name and last initial, `language` the request's language.
 * @returns the review as answered (no votes yet)
 * @throws ApiHttpError 400 `API400` for a title or text that is not plain text; 400 `REV410`
 * for a text over `maxReviewLength` characters
 */
export async function writeReview(
  db: Database,
  productId: string,
  consumer: ConsumerRow,
  body: ReviewRequest,
  language: string,
): Promise<Review> {
  const title = requirePlainText('title', body.title);
  const text = requirePlainText('text', body.text);
  if (text.length > maxReviewLength) {
    throw new ApiHttpError(400, 'REV410', `Review is longer than ${maxReviewLength} characters`);
  }
  const [row] = await db
    .insert(catalogReviews)
    .values({
      id: `RV${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
      productId,
      rating: body.rating,
      title,
      text,
      author: authorOf(consumer),
      language,
      verifiedBuyer: false,
      createdAt: new Date(),
    })
    .returning();
  if (!row) throw new ApiHttpError(500, 'GEN500', 'Review not stored');
  return toReview(row, (path) => path);
}

/** Known translations of the seed's review texts, by language. */
const translations: Record<string, string>[] = [
  { fr: 'Très confortable', en: 'Very comfortable' },
  {
    fr: 'Excellent maintien et très bonne accroche sur terrain humide. Je recommande.',
    en: 'Excellent support and very good grip on wet ground. I recommend it.',
  },
  { en: 'Great fit', fr: 'Excellent ajustement' },
  {
    en: 'True to size and very well made. The colour is exactly as in the pictures.',
    fr: 'Taille normalement et très bien fait. La couleur est exactement comme sur les photos.',
  },
];

/** A text in another language: a known translation, else the text tagged `[from→to]`. */
function translate(text: string, from: string, to: string): string {
  if (from === to) return text;
  const known = translations.find((t) => t[from] === text)?.[to];
  return known ?? `[${from}→${to}] ${text}`;
}

/** A review's title and text in `targetLanguage` (spec 2 §7 "translate"). */
export function translateReview(review: ReviewRow, targetLanguage: string): ReviewTranslation {
  return {
    reviewId: review.id,
    sourceLanguage: review.language,
    targetLanguage,
    title: translate(review.title, review.language, targetLanguage),
    text: translate(review.text, review.language, targetLanguage),
  };
}

async function answersOf(db: Database, ids: string[]): Promise<Map<string, Question['answers']>> {
  const map = new Map<string, Question['answers']>();
  if (ids.length === 0) return map;
  const answers = await db
    .select()
    .from(catalogAnswers)
    .where(inArray(catalogAnswers.questionId, ids))
    .orderBy(desc(catalogAnswers.isStaff), asc(catalogAnswers.createdAt));
  for (const a of answers) {
    const list = map.get(a.questionId) ?? [];
    list.push({
      id: a.id,
      text: a.text,
      author: a.author,
      isStaff: a.isStaff,
      createdAt: a.createdAt.toISOString(),
      helpfulVotes: a.helpfulVotes,
      unhelpfulVotes: a.unhelpfulVotes,
    });
    map.set(a.questionId, list);
  }
  return map;
}

/** A page of a product's questions, newest first, each with its answers (staff first). */
export async function listQuestions(
  db: Database,
  productId: string,
  query: PageQuery,
): Promise<Questions> {
  const rows = await db
    .select()
    .from(catalogQuestions)
    .where(eq(catalogQuestions.productId, productId))
    .orderBy(desc(catalogQuestions.createdAt), catalogQuestions.id);
  const page = pageOf(rows, query);
  const answers = await answersOf(
    db,
    page.map((q) => q.id),
  );
  return {
    productId,
    total: rows.length,
    page: query.page,
    limit: query.limit,
    questions: page.map((q) => ({
      id: q.id,
      productId: q.productId,
      text: q.text,
      author: q.author,
      createdAt: q.createdAt.toISOString(),
      answers: answers.get(q.id) ?? [],
    })),
  };
}

/**
 * Stores a new question (spec 2 §7 "questions"). Stored and served as text: markup is removed
 * (text/plainText.ts).
 * @returns the question as answered, without answers
 * @throws ApiHttpError 400 `API400` for text that is not plain text (or a nickname under 2
 * characters); 400 `REV410` for a question over `maxQuestionLength` characters
 */
export async function askQuestion(
  db: Database,
  productId: string,
  body: QuestionRequest,
): Promise<Question> {
  const text = requirePlainText('text', body.text);
  const author = requirePlainText('nickname', body.nickname, 2);
  if (text.length > maxQuestionLength) {
    throw new ApiHttpError(
      400,
      'REV410',
      `Question is longer than ${maxQuestionLength} characters`,
    );
  }
  const row = {
    id: `QN${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
    productId,
    text,
    author,
    email: body.email ?? null,
    createdAt: new Date(),
  };
  await db.insert(catalogQuestions).values(row);
  return {
    id: row.id,
    productId: row.productId,
    text: row.text,
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    answers: [],
  };
}
