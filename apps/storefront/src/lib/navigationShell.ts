import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, getSlot } from '@storefront/blocks';
import { getPopupsDocument } from './content';
import { type BlockServicesData, guestServicesData } from './services/services';

/**
 * The pop-ups document `popups/{siteId}` of the locale (spec 2 §7), published content, from the
 * read cache (`getPopupsDocument`: kept across requests, dropped on publication). Never throws: a
 * failure is logged as one JSON line (`content.unavailable`, call `popups`; `warn` for API404)
 * and gives `null`, so the page shows no pop-up.
 */
export async function getPopupsContent(locale: StorefrontLocale): Promise<ContentDocument | null> {
  const result = await getPopupsDocument(locale);
  return result.ok ? result.document : null;
}

/** The `popup` blocks of a pop-ups document's main slot (the renderer validates them). */
export function readPopups(document: unknown): unknown[] {
  return getSlot(document).filter((node) => (node as { type?: unknown } | null)?.type === 'popup');
}

/**
 * The block services of the page shell (header mega menu, pop-ups), for the client provider
 * that gives their islands analytics: the locale, production mode, a guest session, required
 * consent only, no decisions, the locale's home route. Page content gets its own, request-decided
 * services (`getBlockServicesData`).
 */
export function shellServicesData(locale: StorefrontLocale): BlockServicesData {
  return guestServicesData(locale, `/${locale.path}`);
}
