import type { StorefrontLocale } from '@storefront/api-contract';
import type { Metadata } from 'next';
import { type LocaleParams, routeLocale } from './routeParams';

/** Metadata of a page that search engines must not index (and no title of its own). */
export const notIndexed: Metadata = { robots: { index: false } };

/** Metadata of a shopper's own page (cart, checkout, sign-in, order): its title, never indexed. */
export function privatePageMetadata(title: string): Metadata {
  return { title, robots: { index: false } };
}

/**
 * A `generateMetadata` for a private page whose title depends on the locale, e.g.
 * `export const generateMetadata = privateMetadataFor(async (l) =>
 *   (await getTranslations({ locale: l.path, namespace: 'cart' }))('cart'))`.
 * @throws the locale's 404 (`notFound()`) for a locale the storefront does not serve
 */
export function privateMetadataFor(
  titleOf: (locale: StorefrontLocale) => string | Promise<string>,
): (props: { params: LocaleParams }) => Promise<Metadata> {
  return async ({ params }) => privatePageMetadata(await titleOf(await routeLocale(params)));
}
