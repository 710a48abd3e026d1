import type { ContentDocument } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import { formatTestContext, previewInstant, type ShowcaseQuery } from './query';
import { documentPath } from './simulation';

/** Default storefront base URL (`npm start`); `STOREFRONT_URL` overrides it. */
export const defaultStorefrontUrl = 'http://127.0.0.1:3000';

/** Document types that have a page of their own on the storefront. */
const pageDocTypes = new Set(['page', 'category', 'product']);
/** Document types shown on every storefront page (header, footer, pop-ups): linked to home. */
const siteWideDocTypes = new Set(['menu', 'footer', 'popups']);

/** The storefront the tool opens pages on, and the editors' secret of its draft mode. */
export interface StorefrontTarget {
  /** The storefront's origin, e.g. `http://127.0.0.1:3000` (`STOREFRONT_URL`). */
  url: string;
  /** `PREVIEW_SECRET`, shared with the storefront (see `scripts/start.mjs`). */
  secret: string;
}

/**
 * The storefront's draft-mode entry for the same page in preview mode (spec 3 §2; design.md
 * "Security rules": preview content only in draft mode, entered with the editors' secret):
 * `{url}/api/draft?secret=…&path=…`, where `path` is the page with `preview=true`,
 * `previewDateTime` (ISO 8601; now when none is chosen), `localePath`, `siteId`, plus
 * `p13n_testcontext` and the forced `segments` when set, checked by `safeRedirectPath`.
 * `undefined` for documents that are no storefront page (block showcases, fragments).
 * @param now the moment used when the view has no `previewDateTime`
 */
export function storefrontPreviewUrl(
  document: Pick<ContentDocument, 'docType' | 'slug'>,
  query: ShowcaseQuery,
  storefront: StorefrontTarget,
  now: Date = new Date(),
): string | undefined {
  if (!pageDocTypes.has(document.docType) && !siteWideDocTypes.has(document.docType)) {
    return undefined;
  }
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
  const path = safeRedirectPath(
    `${documentPath(document, query.locale.path)}?${params.toString()}`,
    query.locale.path,
  );
  const entry = new URLSearchParams({ secret: storefront.secret, path });
  return `${storefront.url.replace(/\/+$/, '')}/api/draft?${entry.toString()}`;
}
