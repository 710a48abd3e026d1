export type { AccessTokenSource } from '../api/tokenCall';
export {
  type AuthService,
  type AuthServiceOptions,
  type Credentials,
  createAuthService,
  tokenRetryDelayMs,
} from './authService';
export {
  type ConsumerService,
  type ConsumerServiceOptions,
  cardSaveErrorMessage,
  cardSaveMessages,
  createConsumerService,
} from './consumerService';
export { codeChallengeFor, createCodeVerifier } from './pkce';
export {
  createWishlistService,
  type ListPage,
  type WishlistService,
  type WishlistServiceOptions,
} from './wishlistService';
