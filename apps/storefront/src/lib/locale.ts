import { findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { notFound } from 'next/navigation';

/**
 * The storefront locale of a `/{lang}-{region}` route segment, or a 404 (`notFound()`) when the
 * storefront does not serve it.
 */
export function requireLocale(path: string): StorefrontLocale {
  const locale = findLocale(path);
  if (!locale) notFound();
  return locale;
}
