import {
  type AutoSuggest,
  type Availability,
  type AvailabilityRequest,
  autoSuggestSchema,
  availabilitySchema,
  type Catalog,
  type Compare,
  catalogSchema,
  comparePath,
  compareQuery,
  compareSchema,
  type FootSizes,
  footSizesSchema,
  type Inventory,
  inventorySchema,
  type NotificationRequest,
  type NotificationSubscription,
  notificationSchema,
  type ProductDetails,
  type ProductSearch,
  type ProductSearchQuery,
  type ProductSet,
  type ProductSets,
  productDetailsSchema,
  productPaths,
  productSearchParams,
  productSearchSchema,
  productSetSchema,
  productSetsSchema,
  type Question,
  type QuestionRequest,
  type Questions,
  questionSchema,
  questionsSchema,
  type Review,
  type ReviewFlagRequest,
  type ReviewRequest,
  type ReviewSort,
  type Reviews,
  type ReviewTranslation,
  reviewFlagSchema,
  reviewSchema,
  reviewsSchema,
  reviewTranslationSchema,
  type SizeChart,
  sizeChartSchema,
  sizeGuidePaths,
  type Vote,
  voteSchema,
  type WidgetRecommendations,
  widgetRecommendationsSchema,
} from '@storefront/api-contract';
import type * as z from 'zod';
import type { ApiClient, HttpMethod, QueryValue } from '../api/client';
import { type AccessTokenSource, callWithToken } from '../api/tokenCall';
import { validateAnswer } from './validate';

/** Paging of list calls: 1-based page and page size. */
export interface PageOptions {
  page?: number;
  limit?: number;
}

/** Options of the reviews call. */
export interface ReviewsOptions extends PageOptions {
  sort?: ReviewSort;
  /** Only reviews with this star rating (1-5). */
  rating?: number;
}

/** Options of the widget recommendations call. */
export interface RecommendationsOptions {
  widgetId?: string;
  /** Recommend products similar to this one. */
  productId?: string;
  /** Recommend products of this category; `PLP400` when it lists none. */
  categoryId?: string;
  /** 1-24 (spec 3 §9); default 12 server side. */
  limit?: number;
}

/**
 * The product service (spec 2 §7 "Products"), for the client's locale: amounts are in the
 * locale's currency (major units). Every method validates the answer with the shared
 * contract schema and rejects with an `ApiError`: the server's code (`API400` bad input,
 * `API404` unknown id, `PLP400` unknown list category, `REV410` review or question too long,
 * `AUT401` / `AUT432` writing a review without a registered shopper's token) or
 * `GEN500` when the answer does not match the contract.
 */
export interface CatalogService {
  /** GET /products/v2/products/{productId}/details. */
  getProductDetails(productId: string): Promise<ProductDetails>;
  /** POST /products/v1/products/{productId}/availability: online and per-store stock. */
  getAvailability(productId: string, request?: AvailabilityRequest): Promise<Availability>;
  /** GET /products/v2/products/{productId}/inventory: variants keyed by id (spec 3 §4). */
  getInventory(productId: string): Promise<Inventory>;
  /** GET /products/v1/products/{productId}/reviews. */
  getReviews(productId: string, options?: ReviewsOptions): Promise<Reviews>;
  /**
   * POST /products/v1/products/{productId}/reviews: a review by the signed-in shopper (the
   * client's token); `REV410` over 2000 characters of text.
   */
  writeReview(productId: string, request: ReviewRequest): Promise<Review>;
  /**
   * POST /products/v1/review/{reviewId}/flag with the shopper's token (a guest's too; counted
   * once per shopper): `AUT401` without one.
   */
  flagReview(
    reviewId: string,
    request: ReviewFlagRequest,
  ): Promise<{ reviewId: string; flagged: true }>;
  /**
   * POST /products/v1/review/{reviewId}/vote with the shopper's token (a guest's too; one vote
   * per shopper, the last side wins): `AUT401` without one.
   */
  voteReview(reviewId: string, helpful: boolean): Promise<Vote>;
  /** POST /products/v1/review/{reviewId}/translate into an ISO 639-1 language. */
  translateReview(reviewId: string, targetLanguage: string): Promise<ReviewTranslation>;
  /** GET /products/v2/products/{productId}/productSets. */
  getProductSets(productId: string): Promise<ProductSets>;
  /** GET /products/v2/products/{productSetId}/productSet. */
  getProductSet(productSetId: string): Promise<ProductSet>;
  /** GET /products/v2/catalog: the category tree, or one category's subtree. */
  getCatalog(categoryId?: string): Promise<Catalog>;
  /** PUT /products/v1/notifications: notify me when an out-of-stock variant returns. */
  subscribeNotification(request: NotificationRequest): Promise<NotificationSubscription>;
  /** GET /products/v2/search/productSearch (query, category, facets, sort, paging). */
  search(query: ProductSearchQuery): Promise<ProductSearch>;
  /** GET /products/v2/search/autoSuggest. */
  autoSuggest(q: string): Promise<AutoSuggest>;
  /** GET /products/v1/products/{productId}/reviews/questions. */
  getQuestions(productId: string, options?: PageOptions): Promise<Questions>;
  /** POST /products/v1/products/{productId}/reviews/questions. */
  askQuestion(productId: string, request: QuestionRequest): Promise<Question>;
  /** POST /products/v1/review/{answerId}/questions/vote with the shopper's token, like a review's. */
  voteAnswer(answerId: string, helpful: boolean): Promise<Vote>;
  /** GET /products/v1/widgetRecommendations (up to 24). */
  getRecommendations(options?: RecommendationsOptions): Promise<WidgetRecommendations>;
  /** GET /fapi/components/size-chart/{productType} (spec 2 §7 "Internal"); unknown `API404`. */
  getSizeChart(productType: string): Promise<SizeChart>;
  /** GET /fapi/components/foot-sizes: the foot-length conversion (spec 2 §7 "Internal"). */
  getFootSizes(): Promise<FootSizes>;
  /**
   * GET /fapi/components/compare (spec 2 §7 "Internal"): 2-4 products side by side, in the
   * order given; `API400` for another count, `API404` for an unknown product.
   */
  compareProducts(productIds: readonly string[]): Promise<Compare>;
}

/** Options of {@link createCatalogService}. */
export interface CatalogServiceOptions {
  /** The shopper's access token, for the calls that need one (writing a review). */
  accessToken?: AccessTokenSource;
}

/** Creates the product service on an API client. */
export function createCatalogService(
  client: ApiClient,
  options: CatalogServiceOptions = {},
): CatalogService {
  async function call<S extends z.ZodType>(
    schema: S,
    method: HttpMethod,
    path: string,
    options: { query?: Record<string, QueryValue>; body?: unknown } = {},
  ): Promise<z.infer<S>> {
    const data = await client.request<unknown>(method, path, options);
    return validateAnswer(schema, data, method, path);
  }

  return {
    getProductDetails: (id) => call(productDetailsSchema, 'GET', productPaths.details(id)),
    getAvailability: (id, request = {}) =>
      call(availabilitySchema, 'POST', productPaths.availability(id), { body: request }),
    getInventory: (id) => call(inventorySchema, 'GET', productPaths.inventory(id)),
    getReviews: (id, options = {}) =>
      call(reviewsSchema, 'GET', productPaths.reviews(id), {
        query: {
          page: options.page,
          limit: options.limit,
          sort: options.sort,
          rating: options.rating,
        },
      }),
    writeReview: (id, request) =>
      callWithToken(client, options.accessToken, reviewSchema, 'POST', productPaths.reviews(id), {
        body: request,
      }),
    flagReview: (id, request) =>
      callWithToken(
        client,
        options.accessToken,
        reviewFlagSchema,
        'POST',
        productPaths.reviewFlag(id),
        {
          body: request,
        },
      ),
    voteReview: (id, helpful) =>
      callWithToken(client, options.accessToken, voteSchema, 'POST', productPaths.reviewVote(id), {
        body: { helpful },
      }),
    translateReview: (id, targetLanguage) =>
      call(reviewTranslationSchema, 'POST', productPaths.reviewTranslate(id), {
        body: { targetLanguage },
      }),
    getProductSets: (id) => call(productSetsSchema, 'GET', productPaths.productSets(id)),
    getProductSet: (id) => call(productSetSchema, 'GET', productPaths.productSet(id)),
    getCatalog: (categoryId) =>
      call(catalogSchema, 'GET', productPaths.catalog, { query: { categoryId } }),
    subscribeNotification: (request) =>
      call(notificationSchema, 'PUT', productPaths.notifications, { body: request }),
    search: (query) =>
      call(productSearchSchema, 'GET', productPaths.productSearch, {
        query: productSearchParams(query),
      }),
    autoSuggest: (q) => call(autoSuggestSchema, 'GET', productPaths.autoSuggest, { query: { q } }),
    getQuestions: (id, options = {}) =>
      call(questionsSchema, 'GET', productPaths.questions(id), {
        query: { page: options.page, limit: options.limit },
      }),
    askQuestion: (id, request) =>
      call(questionSchema, 'POST', productPaths.questions(id), { body: request }),
    voteAnswer: (id, helpful) =>
      callWithToken(client, options.accessToken, voteSchema, 'POST', productPaths.answerVote(id), {
        body: { helpful },
      }),
    getSizeChart: (productType) =>
      call(sizeChartSchema, 'GET', sizeGuidePaths.sizeChart(productType)),
    getFootSizes: () => call(footSizesSchema, 'GET', sizeGuidePaths.footSizes),
    compareProducts: (productIds) =>
      call(compareSchema, 'GET', comparePath, { query: compareQuery(productIds) }),
    getRecommendations: (options = {}) =>
      call(widgetRecommendationsSchema, 'GET', productPaths.widgetRecommendations, {
        query: {
          widgetId: options.widgetId,
          productId: options.productId,
          categoryId: options.categoryId,
          limit: options.limit,
        },
      }),
  };
}
