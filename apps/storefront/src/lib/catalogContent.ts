import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
import { ApiError } from '@storefront/commerce';
import { createApiClient } from '@storefront/commerce/server';
import { cache } from 'react';
import { keepRead } from './cache/readCache';
import { apiBaseUrl, contentTagsOf } from './content';
import { logUnavailable } from './serverLog';

/**
 * The content slots of the catalogue pages (spec 2 §7 `category/{siteId}/{id}`,
 * `product/{siteId}/{id}`): published ones cached across requests (`readCache.ts`), preview
 * ones read per request. A missing document is fine (`undefined`); a failing service is logged
 * (`catalog.unavailable`, call `content`) and gives `undefined`, never cached.
 */

type SlotDocType = 'category' | 'product';

/** The first document of `keys` that exists; `ok: false` when the service failed. */
async function firstDocument(
  locale: StorefrontLocale,
  preview: { preview: boolean; previewDateTime?: string },
  docType: SlotDocType,
  keys: readonly string[],
): Promise<{ ok: boolean; document?: ContentDocument }> {
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 });
  const service = createContentService(client, {
    preview: preview.preview,
    ...(preview.previewDateTime ? { previewDateTime: preview.previewDateTime } : {}),
  });
  for (const key of [...new Set(keys)]) {
    try {
      const document =
        docType === 'category' ? await service.getCategory(key) : await service.getProduct(key);
      return { ok: true, document: document as ContentDocument };
    } catch (error) {
      if (!(error instanceof ApiError && error.errorId === 'API404')) {
        logUnavailable({
          event: 'catalog.unavailable',
          locale,
          error,
          fields: { call: 'content', id: key },
        });
        return { ok: false };
      }
    }
  }
  return { ok: true };
}

/**
 * A published content slot document, cached across requests under the tags of every key
 * tried (`content:{locale}:{docType}:{key}`), so publishing any of them revalidates it.
 */
async function cachedFirstDocument(
  locale: StorefrontLocale,
  docType: SlotDocType,
  keys: readonly string[],
): Promise<ContentDocument | undefined> {
  'use cache';
  const result = await firstDocument(locale, { preview: false }, docType, keys);
  keepRead(
    result.ok,
    keys.flatMap((key) => contentTagsOf(docType, locale, key)),
  );
  return result.document;
}

async function slotDocument(
  locale: StorefrontLocale,
  preview: { preview: boolean; previewDateTime?: string },
  docType: SlotDocType,
  keys: readonly string[],
): Promise<ContentDocument | undefined> {
  if (!preview.preview && !preview.previewDateTime) {
    return cachedFirstDocument(locale, docType, keys);
  }
  return (await firstDocument(locale, preview, docType, keys)).document;
}

/**
 * The content slots of a category: `category/{siteId}/{categoryId}` (spec 2 §7), else the
 * document keyed by the URL segment `{slug}-{id}` (how the seed keys its landing); none is fine.
 */
export const getCategoryContent = cache(
  (
    locale: StorefrontLocale,
    categoryId: string,
    segment: string,
    preview: boolean,
    previewDateTime?: string,
  ) =>
    slotDocument(locale, { preview, ...(previewDateTime ? { previewDateTime } : {}) }, 'category', [
      categoryId,
      segment,
    ]),
);

/** The content slots of a product: `product/{siteId}/{productId}` (spec 2 §7); none is fine. */
export const getProductContent = cache(
  (locale: StorefrontLocale, productId: string, preview: boolean, previewDateTime?: string) =>
    slotDocument(locale, { preview, ...(previewDateTime ? { previewDateTime } : {}) }, 'product', [
      productId,
    ]),
);
