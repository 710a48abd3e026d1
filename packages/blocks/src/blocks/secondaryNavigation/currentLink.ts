import { localisePath } from '@storefront/api-contract';

function normalise(path: string): string {
  const cut = path.search(/[?#]/);
  const bare = (cut === -1 ? path : path.slice(0, cut)).toLowerCase();
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/**
 * Whether a link points at the current page (marked `aria-current="page"`): its path, without
 * query, hash or trailing slash and case-insensitively, equals the route's path. A root-relative
 * URL without a locale (`/about`) is read under the locale path (`/en-us/about`); absolute
 * (`https:`), `#anchor`, `mailto:` and `tel:` links are never current.
 * @param url the link's URL from the content
 * @param routePath the current path, e.g. `/en-us/about`
 * @param localePath the locale path, e.g. `en-us`
 */
export function isCurrentLink(url: string, routePath: string, localePath?: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const localised = localePath ? localisePath(localePath, url) : url;
  return normalise(localised) === normalise(routePath);
}
