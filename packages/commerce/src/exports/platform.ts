/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the API client, errors and
 * messages, session, security, routing, personalisation and social.
 */
export { ApiError, type ApiErrorInit, isApiError } from '../api/ApiError';
export type {
  ApiClient,
  ApiClientConfig,
  ApiRequestOptions,
  HttpMethod,
  QueryValue,
} from '../api/client';
export {
  apiMessages,
  defaultApiMessage,
  type MessageForErrorOptions,
  messageForError,
} from '../api/messages';
export {
  type ApiBaseUrl,
  type ApiBaseUrlEnv,
  apiBaseUrlFrom,
  defaultApiBaseUrl,
  mockPathPrefix,
} from '../api/mockMode';
export type { AccessTokenSource } from '../api/tokenCall';
export type { Translate } from '../messages/translate';
export type { DecisionRequest, DecisionService } from '../personalisation/decisionService';
export {
  categoryIdFromSegment,
  categoryUrl,
  matchRoute,
  productIdFromSegment,
  productUrl,
  queryString,
  type RouteKind,
  type RouteMatch,
  routeKindOf,
  routeKinds,
  type UrlQuery,
} from '../routing/routes';
export {
  type BotChallenge,
  type BotChallengeRequest,
  botChallengeEventName,
  botChallengeOf,
  raiseBotChallenge,
  withBotChallenge,
} from '../security/botChallenge';
export type { ContentSecurityPolicyOptions } from '../security/contentSecurityPolicy';
export type { PageSecurity, PageSecurityOptions } from '../security/pageSecurity';
export type {
  HeaderReader,
  OriginConfig,
  SecurityHeadersOptions,
} from '../security/securityHeaders';
export type { BasketRecoveryDeps, RecoveredCall, RecoveryItem } from '../session/basketRecovery';
export {
  guardedReload,
  pageReloadGuardMs,
  type ReloadGuardOptions,
  type ReloadGuardStorage,
  reloadGuardKey,
  reloadPageGuarded,
} from '../session/reloadGuard';
export {
  handleInvalidCustomer,
  type InvalidCustomerEffects,
  invalidCustomerReloadMs,
  isAccessTokenFresh,
  type SessionCookieOptions,
  sessionCookieMaxAgeSeconds,
  sessionCookieNames,
  sessionCookieOptions,
  tokenExpiresAt,
  tokenExpirySkewMs,
} from '../session/sessionRules';
export type { SocialPageQuery, SocialService } from '../social/socialService';
