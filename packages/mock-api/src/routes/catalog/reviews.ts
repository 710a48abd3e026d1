import { randomUUID } from 'node:crypto';
import {
  maxQuestionLength,
  productPaths,
  type Question,
  type Questions,
  questionRequestSchema,
  type Review,
  type ReviewSort,
  type Reviews,
  type ReviewTranslation,
  reviewFlagRequestSchema,
  reviewSorts,
  translateRequestSchema,
  type Vote,
  voteRequestSchema,
} from '@storefront/api-contract';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { type CatalogRoutesOptions, parseBody, parseQuery, routePath } from '../../catalog/http';
import { catalogAnswers, catalogQuestions, catalogReviews, type ReviewRow } from '../../db/schema';
import { ApiHttpError } from '../../errors';
import { requirePlainText } from '../../text/plainText';
import { requireProduct } from './products';

type Params = { id: string };

const pageQuery = (maxLimit: number, defaultLimit: number) =>
  z.looseObject({
    page: z.coerce.number().int().positive().default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });

const reviewsQuery = pageQuery(50, 10).extend({
  sort: z.enum(reviewSorts).default('newest'),
  rating: z.coerce.number().int().min(1).max(5).optional(),
});

const reviewOrder: Record<ReviewSort, ReturnType<typeof desc>[]> = {
  newest: [desc(catalogReviews.createdAt)],
  oldest: [asc(catalogReviews.createdAt)],
  highest: [desc(catalogReviews.rating), desc(catalogReviews.createdAt)],
  lowest: [asc(catalogReviews.rating), desc(catalogReviews.createdAt)],
  helpful: [desc(catalogReviews.helpfulVotes), desc(catalogReviews.createdAt)],
};

function toReview(row: ReviewRow): Review {
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
  };
}

/** Known translations of the seed's review texts (en ↔ fr); others get a language tag. */
const translations: [string, string][] = [
  ['Très confortable', 'Very comfortable'],
  [
    'Excellent maintien et très bonne accroche sur terrain humide. Je recommande.',
    'Excellent support and very good grip on wet ground. I recommend it.',
  ],
  ['Great fit', 'Excellent ajustement'],
  [
    'True to size and very well made. The colour is exactly as in the pictures.',
    'Taille normalement et très bien fait. La couleur est exactement comme sur les photos.',
  ],
];

function translate(text: string, from: string, to: string): string {
  if (from === to) return text;
  for (const [fr, en] of translations) {
    if (from === 'fr' && to === 'en' && text === fr) return en;
    if (from === 'en' && to === 'fr' && text === en) return fr;
  }
  return `[${from}→${to}] ${text}`;
}

/**
 * Reviews and questions routes of spec 2 §7: reviews (paged, sorted, filtered by rating),
 * flag, vote and translate a review, questions (GET paged, POST new; `REV410` when longer
 * than 500 characters) and answer votes. Unknown ids: 404 `API404`.
 */
export function registerReviewRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;

  const requireReview = async (id: string) => {
    const [row] = await db.select().from(catalogReviews).where(eq(catalogReviews.id, id));
    if (!row) throw new ApiHttpError(404, 'API404', `Review not found: ${id}`);
    return row;
  };

  app.get(routePath(productPaths.reviews(':id')), async (request): Promise<Reviews> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const query = parseQuery(reviewsQuery, request);
    const all = await db
      .select()
      .from(catalogReviews)
      .where(eq(catalogReviews.productId, bundle.product.id));
    const distribution: Record<string, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
    for (const r of all) distribution[r.rating] = (distribution[r.rating] ?? 0) + 1;
    const average = all.length
      ? Math.round((all.reduce((s, r) => s + r.rating, 0) / all.length) * 10) / 10
      : 0;
    const where = query.rating
      ? sql`${catalogReviews.productId} = ${bundle.product.id} and ${catalogReviews.rating} = ${query.rating}`
      : eq(catalogReviews.productId, bundle.product.id);
    const rows = await db
      .select()
      .from(catalogReviews)
      .where(where)
      .orderBy(...reviewOrder[query.sort], catalogReviews.id);
    const start = (query.page - 1) * query.limit;
    return {
      productId: bundle.product.id,
      summary: { average, count: all.length, distribution },
      sort: query.sort,
      total: rows.length,
      page: query.page,
      limit: query.limit,
      reviews: rows.slice(start, start + query.limit).map(toReview),
    };
  });

  app.post(routePath(productPaths.reviewFlag(':id')), async (request) => {
    const review = await requireReview((request.params as Params).id);
    parseBody(reviewFlagRequestSchema, request);
    await db
      .update(catalogReviews)
      .set({ flags: sql`${catalogReviews.flags} + 1` })
      .where(eq(catalogReviews.id, review.id));
    return { reviewId: review.id, flagged: true as const };
  });

  app.post(routePath(productPaths.reviewVote(':id')), async (request): Promise<Vote> => {
    const review = await requireReview((request.params as Params).id);
    const { helpful } = parseBody(voteRequestSchema, request);
    const [row] = await db
      .update(catalogReviews)
      .set(
        helpful
          ? { helpfulVotes: sql`${catalogReviews.helpfulVotes} + 1` }
          : { unhelpfulVotes: sql`${catalogReviews.unhelpfulVotes} + 1` },
      )
      .where(eq(catalogReviews.id, review.id))
      .returning();
    return {
      id: review.id,
      helpfulVotes: row?.helpfulVotes ?? 0,
      unhelpfulVotes: row?.unhelpfulVotes ?? 0,
    };
  });

  app.post(
    routePath(productPaths.reviewTranslate(':id')),
    async (request): Promise<ReviewTranslation> => {
      const review = await requireReview((request.params as Params).id);
      const { targetLanguage } = parseBody(translateRequestSchema, request);
      return {
        reviewId: review.id,
        sourceLanguage: review.language,
        targetLanguage,
        title: translate(review.title, review.language, targetLanguage),
        text: translate(review.text, review.language, targetLanguage),
      };
    },
  );

  const loadQuestions = async (ids: string[]): Promise<Map<string, Question['answers']>> => {
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
  };

  app.get(routePath(productPaths.questions(':id')), async (request): Promise<Questions> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const query = parseQuery(pageQuery(50, 10), request);
    const rows = await db
      .select()
      .from(catalogQuestions)
      .where(eq(catalogQuestions.productId, bundle.product.id))
      .orderBy(desc(catalogQuestions.createdAt), catalogQuestions.id);
    const start = (query.page - 1) * query.limit;
    const page = rows.slice(start, start + query.limit);
    const answers = await loadQuestions(page.map((q) => q.id));
    return {
      productId: bundle.product.id,
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
  });

  app.post(routePath(productPaths.questions(':id')), async (request, reply): Promise<Question> => {
    const bundle = await requireProduct(options, request, (request.params as Params).id);
    const parsed = parseBody(questionRequestSchema, request);
    // Stored and served as text: markup is removed (spec 2 §7, text/plainText.ts).
    const body = {
      ...parsed,
      text: requirePlainText('text', parsed.text),
      nickname: requirePlainText('nickname', parsed.nickname, 2),
    };
    if (body.text.length > maxQuestionLength) {
      throw new ApiHttpError(
        400,
        'REV410',
        `Question is longer than ${maxQuestionLength} characters`,
      );
    }
    const row = {
      id: `QN${randomUUID().replaceAll('-', '').slice(0, 12).toUpperCase()}`,
      productId: bundle.product.id,
      text: body.text,
      author: body.nickname,
      email: body.email ?? null,
      createdAt: new Date(),
    };
    await db.insert(catalogQuestions).values(row);
    reply.code(201);
    return {
      id: row.id,
      productId: row.productId,
      text: row.text,
      author: row.author,
      createdAt: row.createdAt.toISOString(),
      answers: [],
    };
  });

  app.post(routePath(productPaths.answerVote(':id')), async (request): Promise<Vote> => {
    const { id } = request.params as Params;
    const { helpful } = parseBody(voteRequestSchema, request);
    const [row] = await db
      .update(catalogAnswers)
      .set(
        helpful
          ? { helpfulVotes: sql`${catalogAnswers.helpfulVotes} + 1` }
          : { unhelpfulVotes: sql`${catalogAnswers.unhelpfulVotes} + 1` },
      )
      .where(eq(catalogAnswers.id, id))
      .returning();
    if (!row) throw new ApiHttpError(404, 'API404', `Answer not found: ${id}`);
    return { id, helpfulVotes: row.helpfulVotes, unhelpfulVotes: row.unhelpfulVotes };
  });
}
