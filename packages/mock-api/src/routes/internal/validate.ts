import {
  applicableShippingMethodsSchema,
  articleSearchResultSchema,
  authSessionSchema,
  autoSuggestSchema,
  availabilitySchema,
  basketSchema,
  catalogSchema,
  collectionPointsSchema,
  consumerProfileSchema,
  contentDocumentSchema,
  countryListSchema,
  decideResponseSchema,
  errorEnvelopeSchema,
  favoritesSchema,
  inventorySchema,
  orderSchema,
  paymentMethodsSchema,
  prepareOrderSchema,
  productDetailsSchema,
  productSearchSchema,
  purchaseHistorySchema,
  questionsSchema,
  reviewsSchema,
  serverTimeSchema,
  showcasePageSchema,
  socialMediaPageSchema,
  storeSearchSchema,
  widgetRecommendationsSchema,
} from '@storefront/api-contract';
import type { FastifyInstance } from 'fastify';
import type * as z from 'zod';
import { ApiHttpError } from '../../errors';

/** Contract name → the shared answer schema of `@storefront/api-contract`. */
export const responseContracts: Readonly<Record<string, z.ZodType>> = {
  basket: basketSchema,
  order: orderSchema,
  prepareOrder: prepareOrderSchema,
  paymentMethods: paymentMethodsSchema,
  shippingMethods: applicableShippingMethodsSchema,
  authSession: authSessionSchema,
  consumerProfile: consumerProfileSchema,
  purchaseHistory: purchaseHistorySchema,
  favorites: favoritesSchema,
  productDetails: productDetailsSchema,
  productSearch: productSearchSchema,
  autoSuggest: autoSuggestSchema,
  inventory: inventorySchema,
  availability: availabilitySchema,
  catalog: catalogSchema,
  reviews: reviewsSchema,
  questions: questionsSchema,
  widgetRecommendations: widgetRecommendationsSchema,
  storeSearch: storeSearchSchema,
  collectionPoints: collectionPointsSchema,
  countryList: countryListSchema,
  contentDocument: contentDocumentSchema,
  showcasePage: showcasePageSchema,
  articleSearch: articleSearchResultSchema,
  socialMediaPage: socialMediaPageSchema,
  decideResponse: decideResponseSchema,
  serverTime: serverTimeSchema,
  errorEnvelope: errorEnvelopeSchema,
};

/**
 * `POST /fapi/api/validate-response/{contract}` (spec 1 §7 "Optional": response
 * validation): the body is an answer the client received; the reply says whether it matches
 * the shared schema of that contract: `{ contract, valid, issues: [{ path, message }] }`
 * (at most 20 issues). Unknown contract: 404 `API404`.
 */
export function registerValidateResponseRoute(app: FastifyInstance): void {
  app.post<{ Params: { contract: string } }>(
    '/fapi/api/validate-response/:contract',
    async (request) => {
      const { contract } = request.params;
      const schema = Object.hasOwn(responseContracts, contract)
        ? responseContracts[contract]
        : undefined;
      if (!schema) throw new ApiHttpError(404, 'API404', `Unknown contract: ${contract}`);
      const result = schema.safeParse(request.body);
      return {
        contract,
        valid: result.success,
        issues: result.success
          ? []
          : result.error.issues
              .slice(0, 20)
              .map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
      };
    },
  );
}
