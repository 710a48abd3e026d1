import type { ContentDocument } from '@storefront/api-contract';
import { formatTestContext, previewInstant, type ShowcaseQuery } from './query';
import { documentPath } from './simulation';

/** Default storefront base URL (`npm start`); `STOREFRONT_URL` overrides it. */
export const defaultStorefrontUrl = 'http://127.0.0.1:3000';

/** Document types that have a page of their own on the storefront. */
const pageDocTypes = new Set(['page', 'category', 'product']);
/** Document types shown on every storefront page (header, footer, pop-ups): linked to home. */
const siteWideDocTypes = new Set(['menu', 'footer', 'popups']);

/**
 * The same page on the storefront in preview mode (spec 3 §2): `preview=true`,
 * `previewDateTime` (ISO 8601; now when none is chosen), `localePath`, `siteId`, plus
 * `p13n_testcontext` and the forced `segments` when set. `undefined` for documents that are
 * no storefront page (block showcases, fragments).
 * @param baseUrl the storefront's origin, e.g. `http://127.0.0.1:3000`
 * @param now the moment used when the view has no `previewDateTime`
 */
export function storefrontPreviewUrl(
  document: Pick<ContentDocument, 'docType' | 'slug'>,
  query: ShowcaseQuery,
  baseUrl: string,
  now: Date = new Date(),
): string | undefined {
  if (!pageDocTypes.has(document.docType) && !siteWideDocTypes.has(document.docType)) {
    return undefined;
  }
  const path = documentPath(document, query.locale.path);
  const params = new URLSearchParams({
    preview: 'true',
    previewDateTime: query.previewDateTime
      ? previewInstant(query.previewDateTime)
      : now.toISOString(),
    localePath: query.locale.path,
    siteId: query.locale.siteId,
  });
  if (query.testContext) params.set('p13n_testcontext', formatTestContext(query.testContext));
  if (query.segments.length > 0) params.set('segments', query.segments.join(','));
  return `${baseUrl.replace(/\/+$/, '')}${path}?${params.toString()}`;
}
