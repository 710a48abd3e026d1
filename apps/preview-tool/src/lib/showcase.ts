import 'server-only';
import type { ShowcasePage } from '@storefront/api-contract';
import { createContentService } from '@storefront/blocks';
import { ApiError } from '@storefront/commerce';
import { createApiClient } from '@storefront/commerce/server';
import { previewLog } from './log';
import { previewInstant, type ShowcaseQuery } from './query';

/** Base URL of the content service (the mock API by default), from `MOCK_API_URL`. */
export const apiBaseUrl = process.env.MOCK_API_URL ?? 'http://127.0.0.1:4000';

/** One page of documents, or the message to show instead. */
export type ShowcaseResult = { ok: true; page: ShowcasePage } | { ok: false; message: string };

/**
 * Loads `showcase/{siteId}/{docType}` from the preview (`/pre`) content paths (spec 2 §7,
 * spec 3 §2) at the view's `previewDateTime` (the content service's default: now). Never throws: an API failure comes back as a message (and is logged
 * as `showcase.unavailable` through `previewLog`).
 */
export async function loadShowcase(
  query: ShowcaseQuery & { docType: string },
): Promise<ShowcaseResult> {
  const client = createApiClient({ baseUrl: apiBaseUrl, locale: query.locale, timeoutMs: 5000 });
  const content = createContentService(client, {
    preview: true,
    ...(query.previewDateTime ? { previewDateTime: previewInstant(query.previewDateTime) } : {}),
  });
  try {
    const page = await content.getShowcase(query.docType, {
      limit: query.limit,
      page: query.page,
      ...(query.layoutVariant ? { layoutVariant: query.layoutVariant } : {}),
    });
    return { ok: true, page };
  } catch (error) {
    previewLog({
      level: 'error',
      event: 'showcase.unavailable',
      error,
      fields: {
        docType: query.docType,
        errorId: error instanceof ApiError ? error.errorId : undefined,
      },
    });
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
