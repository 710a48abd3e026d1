/**
 * `@storefront/commerce`: what is safe on both sides of the server boundary. The domain types
 * (the server services' and the client components' types too, type-only), the pure rules and
 * helpers (routes, labels, listing queries, checkout steps and placement, cart store and
 * controller, stock and variants), and the components that carry no `'use client'` (they
 * render on the server or inside a client island).
 *
 * Two other faces: `@storefront/commerce/client` (the `'use client'` components and hooks) and
 * `@storefront/commerce/server` (the API services and the page security; `server-only`).
 * `@storefront/commerce/messages` holds the catalogues.
 */

// The express checkout port's types (the storefront's express Server Actions fill it).
export type * from './checkout/express/types';
export * from './exports/account';
export * from './exports/cart';
export * from './exports/catalog';
export * from './exports/checkout';
export * from './exports/components';
export * from './exports/express';
export * from './exports/orders';
export * from './exports/platform';
export * from './exports/stores';
