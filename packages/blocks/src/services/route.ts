/**
 * The route service's path rules (spec 2 §2, spec 3 §2). One implementation for the whole
 * platform lives in `@storefront/api-contract` (routes.ts); blocks re-export it unchanged.
 */
export {
  categoryIdFromPath,
  createRoute,
  detectPageType,
  type PageType,
  type PathRoute as BlockRoute,
  pageTypes,
  productIdFromPath,
} from '@storefront/api-contract';
