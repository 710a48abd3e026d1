import 'server-only';
import type { AugmentedPage, StorefrontLocale } from '@storefront/api-contract';
import type { ContentDocument } from '@storefront/blocks';
import { getAugmentedContent } from './content';

/**
 * The published augmented page document `augmentedpage/{siteId}/{name}` (spec 2 §7: the
 * content slots of a commerce page such as `cart` or `order-confirmation`), from the read cache
 * (`getAugmentedContent`: kept across requests, dropped on publication), so a cached page may
 * hold it. Never throws: `null` when there is none (API404) or the content service fails (both
 * logged, `content.unavailable`, call `augmentedpage`).
 */
export async function getAugmentedPageContent(
  locale: StorefrontLocale,
  name: AugmentedPage,
): Promise<ContentDocument | null> {
  const result = await getAugmentedContent(locale, name);
  return result.ok ? result.document : null;
}
