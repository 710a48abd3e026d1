import type { FastifyInstance } from 'fastify';
import type { CatalogRoutesOptions } from '../../catalog/http';
import { registerProductRoutes } from './products';
import { registerReviewRoutes } from './reviews';
import { registerSearchRoutes } from './search';
import { registerStoreRoutes } from './stores';

export type { CatalogRoutesOptions } from '../../catalog/http';

/**
 * Registers the catalogue side of the mock API (spec 2 §7 "Products", "Stores",
 * "Utilities" countryList / i18n / stores / employees).
 */
export function registerCatalogRoutes(app: FastifyInstance, options: CatalogRoutesOptions): void {
  registerProductRoutes(app, options);
  registerReviewRoutes(app, options);
  registerSearchRoutes(app, options);
  registerStoreRoutes(app, options);
}
