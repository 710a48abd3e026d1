import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
import { ApiError } from '@storefront/commerce';
import { createApiClient } from '@storefront/commerce/server';
import { cache } from 'react';
import { logUnavailable } from './serverLog';

/** Base URL of the backend (the mock API by default), from `MOCK_API_URL`. */
export const apiBaseUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4000';

/** Preview options from the page query (spec 3 §2: `preview`, `previewDateTime`). */
export interface PreviewOptions {
  preview: boolean;
  /** ISO 8601 date-time the preview shows content for; `undefined` = now. */
  previewDateTime?: string;
}

/** A content document, or why there is none: `missing` (API404) or `unavailable` (anything else). */
export type ContentResult =
  | { ok: true; document: ContentDocument }
  | { ok: false; reason: 'missing' | 'unavailable'; message: string };

type ContentCall = 'page' | 'menu' | 'footer';

function logFailure(call: ContentCall, locale: StorefrontLocale, error: unknown, slug?: string) {
  logUnavailable({ event: 'content.unavailable', locale, error, fields: { call, slug } });
}

async function load(
  call: ContentCall,
  locale: StorefrontLocale,
  options: PreviewOptions,
  slug?: string,
): Promise<ContentResult> {
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, timeoutMs: 5000 });
  const service = createContentService(client, {
    preview: options.preview,
    ...(options.previewDateTime ? { previewDateTime: options.previewDateTime } : {}),
  });
  try {
    const document = (
      call === 'page'
        ? await service.getPage(slug ?? 'home')
        : await service[call === 'menu' ? 'getMenu' : 'getFooter']()
    ) as ContentDocument;
    return { ok: true, document };
  } catch (error) {
    logFailure(call, locale, error, slug);
    const missing = error instanceof ApiError && error.errorId === 'API404';
    return {
      ok: false,
      reason: missing ? 'missing' : 'unavailable',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * The page document `page/{siteId}/{slug}` (spec 2 §7), once per request (shared by
 * `generateMetadata` and the page). Never throws: failures come back as a {@link ContentResult}
 * and are logged as one JSON line (`content.unavailable`).
 */
export const getPageContent = cache(
  (locale: StorefrontLocale, slug: string, preview: boolean, previewDateTime?: string) =>
    load('page', locale, { preview, ...(previewDateTime ? { previewDateTime } : {}) }, slug),
);

/** The published menu document `menu/{siteId}` of the locale; never throws. */
export const getMenuContent = cache((locale: StorefrontLocale) =>
  load('menu', locale, { preview: false }),
);

/** The published footer document `footer/{siteId}` of the locale; never throws. */
export const getFooterContent = cache((locale: StorefrontLocale) =>
  load('footer', locale, { preview: false }),
);
