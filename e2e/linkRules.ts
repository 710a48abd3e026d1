/**
 * What a link of the shop must not be, in one place (e2e/links.spec.ts and the seed check
 * packages/mock-api/scripts/check-links.ts read it): every header, footer and content-page link
 * leads to a real page (spec 1 §2 routes, spec 2 §2 page types and §7 content pages).
 */

/**
 * Paths (after `/{locale}/`) of pages that are being built elsewhere and may be linked before
 * they exist: the crawl accepts a link to them, or under them, without requesting it. Keep it
 * short and remove an entry as soon as its page exists (today none: the store locator and the
 * search page exist, so links to them are requested like any other).
 */
export const pendingRoutes: readonly string[] = [];

/**
 * Texts of the links that may lead to the about page (`/{locale}/about`): any other link there
 * is the about page standing in for a page that does not exist.
 */
export const aboutLinkTexts: readonly string[] = [
  'Our story',
  'About us',
  'Notre histoire',
  'À propos',
];

/** Whether `path` (e.g. `/en-us/stores/s1`) is under a {@link pendingRoutes} entry. */
export function isPendingRoute(path: string): boolean {
  const rest = path.split('/').slice(2).join('/');
  return pendingRoutes.some((route) => rest === route || rest.startsWith(`${route}/`));
}

/**
 * Why a link is a placeholder, or `null` when it is not:
 * - no target: an empty `href`, `#` alone, or a `javascript:` URL;
 * - the about page under another name (see {@link aboutLinkTexts}).
 * @param href the `href` attribute as written (not resolved)
 * @param text the link's accessible text (trimmed)
 */
export function placeholderReason(href: string, text: string): string | null {
  const raw = href.trim();
  if (raw === '' || raw === '#') return 'no target';
  if (/^javascript:/i.test(raw)) return 'a javascript: URL';
  const path = raw.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '';
  if (/^(\/[a-z]{2}-[a-z]{2})?\/about$/.test(path) && !aboutLinkTexts.includes(text)) {
    return `the about page for "${text}"`;
  }
  return null;
}
