import type { FastifyInstance } from 'fastify';
import { setClock } from '../../auth/clock';
import type { Database } from '../../db/client';
import { registerConsumerRoutes } from '../consumers';
import { registerWishlistRoutes } from '../wishlists';
import { registerAccountAuthRoutes } from './account';
import { registerCaptchaRoutes } from './captcha';
import { registerSignInRoutes } from './signin';
import { registerTokenRoute } from './token';

/** Options of {@link registerAccountRoutes}. */
export interface AccountRoutesOptions {
  db: Database;
  /** The server clock: token, code and reset-link expiry. */
  now: () => Date;
}

/**
 * Registers the account side of the mock API: authentication (spec 1 §7), the consumer
 * service (spec 2 §7, base /consumers-v3), wishlists and contact us.
 */
export function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions): void {
  setClock(options.db, options.now);
  registerCaptchaRoutes(app, options.db);
  registerTokenRoute(app, options.db);
  registerSignInRoutes(app, options.db);
  registerAccountAuthRoutes(app, options.db);
  registerConsumerRoutes(app, options.db);
  registerWishlistRoutes(app, options.db);
}
