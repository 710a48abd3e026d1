/**
 * The storefront's one stylesheet, imported for its effect by the root layouts: an alias of
 * next.config.ts (the production build's `src/styles/generated/storefront.css`, built by
 * scripts/stylesheet.mjs; `stylesheet.development.css`, empty, in development and tests).
 */
declare module '@storefront/stylesheet' {}
