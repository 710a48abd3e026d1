import 'server-only';

/**
 * `@storefront/commerce/server`: the server's side of commerce. The typed API client and the
 * services over it (auth, consumer, wishlist, basket with its recovery, catalogue, stores,
 * checkout, purchase, article search, decisions, social), and the page security (nonce, CSP,
 * security headers, `pageSecurity` for the proxy). Importing it from a client module fails the
 * build (`server-only`). Types live in `@storefront/commerce` too.
 */
export {
  type AuthService,
  type AuthServiceOptions,
  type Credentials,
  createAuthService,
  tokenRetryDelayMs,
} from './account/authService';
export {
  type ConsumerService,
  type ConsumerServiceOptions,
  cardSaveErrorMessage,
  cardSaveMessages,
  createConsumerService,
} from './account/consumerService';
export { codeChallengeFor, createCodeVerifier } from './account/pkce';
export {
  createWishlistService,
  type ListPage,
  type WishlistService,
  type WishlistServiceOptions,
} from './account/wishlistService';
export {
  type ApiClient,
  type ApiClientConfig,
  type ApiRequestOptions,
  buildUrl,
  createApiClient,
  type HttpMethod,
  type QueryValue,
} from './api/client';
export type { AccessTokenSource } from './api/tokenCall';
export {
  type AddCallOptions,
  type BasketService,
  type BasketServiceOptions,
  createBasketService,
  type GetBasketOptions,
} from './basket/basketService';
export {
  type CatalogService,
  type CatalogServiceOptions,
  createCatalogService,
  type PageOptions,
  type RecommendationsOptions,
  type ReviewsOptions,
} from './catalog/catalogService';
export { createStoreService, type StoreService } from './catalog/storeService';
export {
  type CheckoutService,
  type CheckoutServiceOptions,
  createCheckoutService,
} from './checkout/checkoutService';
export { createPurchaseService, type PurchaseService } from './checkout/purchaseService';
export {
  type ArticleSearchOptions,
  type ArticleSearchService,
  createArticleSearchService,
} from './content-search/articleSearchService';
export {
  createDecisionService,
  type DecisionRequest,
  type DecisionService,
  decisionRequestEvent,
  ipAddressEvent,
  pageViewEvent,
  productViewEvent,
} from './personalisation/decisionService';
export {
  type ContentSecurityPolicyOptions,
  contentSecurityPolicy,
  createNonce,
  nonceHeader,
  originsOf,
  recaptchaSources,
} from './security/contentSecurityPolicy';
export { type PageSecurity, type PageSecurityOptions, pageSecurity } from './security/pageSecurity';
export {
  type HeaderReader,
  isHttpsOrigin,
  isMalformedPath,
  type OriginConfig,
  originConfigFromEnv,
  publicOrigin,
  type SecurityHeadersOptions,
  securityHeaders,
} from './security/securityHeaders';
export {
  type BasketRecoveryDeps,
  isBasketNotFound,
  type RecoveredCall,
  type RecoveryItem,
  recoveryItemsOf,
  withBasketRecovery,
} from './session/basketRecovery';
export {
  createSocialService,
  type SocialPageQuery,
  type SocialService,
} from './social/socialService';
