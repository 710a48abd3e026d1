import 'server-only';
import type { AugmentedPage, StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
import { logUnavailable } from './serverLog';
import { apiClientFor } from './session/session';

/**
 * The published augmented page document `augmentedpage/{siteId}/{name}` (spec 2 §7: the
 * content slots of a commerce page such as `cart` or `order-confirmation`). Never throws:
 * `null` when there is none (API404, logged as a warning) or the content service fails
 * (logged as `content.unavailable`, call `augmentedpage`).
 */
export async function getAugmentedPageContent(
  locale: StorefrontLocale,
  name: AugmentedPage,
): Promise<ContentDocument | null> {
  try {
    return (await createContentService(apiClientFor(locale), { preview: false }).getAugmentedPage(
      name,
    )) as ContentDocument;
  } catch (error) {
    logUnavailable({
      event: 'content.unavailable',
      locale,
      error,
      fields: { call: 'augmentedpage', slug: name },
    });
    return null;
  }
}
