import {
  productPaths,
  type Question,
  type Questions,
  questionRequestSchema,
  type Review,
  type Reviews,
  type ReviewTranslation,
  reviewFlagRequestSchema,
  reviewRequestSchema,
  reviewSorts,
  translateRequestSchema,
  type Vote,
  voteRequestSchema,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  type CatalogRoutesOptions,
  parseBody,
  parseQuery,
  routePath,
  viewContext,
} from '../../catalog/http';
import { flagReview, voteAnswer, voteReview } from '../../catalog/reviewFeedback';
import {
  askQuestion,
  listQuestions,
  listReviews,
  requireReview,
  translateReview,
  writeReview,
} from '../../catalog/reviews';
import { requireRegistered, requireShopper } from '../../consumers/session';
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

const idOf = (request: FastifyRequest) => (request.params as Params).id;

/**
 * Reviews and questions routes of spec 2 §7: reviews (paged, sorted, filtered by rating),
 * writing one (a registered shopper's token: 401 `AUT401` without, `AUT432` a guest; `REV410`
 * over 2000 characters), translate a review, questions (GET paged, POST new; `REV410` when
 * longer than 500 characters), and a shopper's flag and votes on reviews and answers (a token,
 * a guest's too: 401 `AUT401` without; once per shopper, `catalog/reviewFeedback.ts`). Unknown
 * ids: 404 `API404`. The rules live in `catalog/reviews.ts`.
 */
export function registerReviewRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  const { db } = options;
  const productOf = (request: FastifyRequest) => requireProduct(options, request, idOf(request));

  app.get(routePath(productPaths.reviews(':id')), async (request): Promise<Reviews> => {
    const bundle = await productOf(request);
    const base = options.mediaBaseUrl(request);
    return listReviews(
      db,
      bundle.product.id,
      parseQuery(reviewsQuery, request),
      (path) => `${base}/${path}`,
    );
  });

  app.post(routePath(productPaths.reviews(':id')), async (request, reply): Promise<Review> => {
    const { consumer } = await requireRegistered(db, request);
    const bundle = await productOf(request);
    const body = parseBody(reviewRequestSchema, request);
    const { language } = viewContext(request, '');
    const review = await writeReview(db, bundle.product.id, consumer, body, language);
    reply.code(201);
    return review;
  });

  app.post(routePath(productPaths.reviewFlag(':id')), async (request) => {
    const { consumerId } = await requireShopper(db, request);
    const review = await requireReview(db, idOf(request));
    parseBody(reviewFlagRequestSchema, request);
    return flagReview(db, review, consumerId);
  });

  app.post(routePath(productPaths.reviewVote(':id')), async (request): Promise<Vote> => {
    const { consumerId } = await requireShopper(db, request);
    const review = await requireReview(db, idOf(request));
    const { helpful } = parseBody(voteRequestSchema, request);
    return voteReview(db, review, consumerId, helpful);
  });

  app.post(
    routePath(productPaths.reviewTranslate(':id')),
    async (request): Promise<ReviewTranslation> => {
      const review = await requireReview(db, idOf(request));
      const { targetLanguage } = parseBody(translateRequestSchema, request);
      return translateReview(review, targetLanguage);
    },
  );

  app.get(routePath(productPaths.questions(':id')), async (request): Promise<Questions> => {
    const bundle = await productOf(request);
    return listQuestions(db, bundle.product.id, parseQuery(pageQuery(50, 10), request));
  });

  app.post(routePath(productPaths.questions(':id')), async (request, reply): Promise<Question> => {
    const bundle = await productOf(request);
    const question = await askQuestion(
      db,
      bundle.product.id,
      parseBody(questionRequestSchema, request),
    );
    reply.code(201);
    return question;
  });

  app.post(routePath(productPaths.answerVote(':id')), async (request): Promise<Vote> => {
    const { consumerId } = await requireShopper(db, request);
    const { helpful } = parseBody(voteRequestSchema, request);
    return voteAnswer(db, idOf(request), consumerId, helpful);
  });
}
