import {
  type ContentMode,
  contentModes,
  contentUrlPath,
  defaultShowcaseLimit,
  isAugmentedPage,
  showcaseLimits,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { parseQuery } from '../catalog/http';
import type { ContentCriteria } from '../content/repository';
import { childrenDocument, contentCriteria, serveDocument, showcasePage } from '../content/service';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';

/** Options of the content routes. */
export interface ContentRoutesOptions {
  db: Database;
  /** Media base URL for `{{MEDIA}}`, from the request when it returns undefined. */
  mediaBaseUrl: (request: FastifyRequest) => string;
  /** The server's clock. */
  now: () => Date;
}

/** The query every content call takes (spec 2 §7 content service). */
export const contentBaseQuery = z.looseObject({
  locale: z.string(),
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
  // CMS environment: accepted outside production and ignored (spec 2 §7).
  cmsEnv: z.string().optional(),
});

const showcaseQuery = contentBaseQuery.extend({
  limit: z.coerce
    .number()
    .refine((n) => (showcaseLimits as readonly number[]).includes(n), {
      message: `limit must be one of ${showcaseLimits.join(', ')}`,
    })
    .default(defaultShowcaseLimit),
  page: z.coerce.number().int().positive().default(1),
  layoutVariant: z.string().optional(),
});

type Params = Record<string, string>;

/**
 * Registers the content service of spec 2 §7 under `/{pub|pre}/caas/v1/canvas/`.
 * `pub` serves published documents whose schedule contains now; `pre` also drafts, at
 * `previewDateTime` (ISO 8601, default now). When several versions match, the newest
 * schedule start wins. Errors: 404 `API404` when nothing applies (or the augmented page is
 * not in the fixed list), 400 `API400` for a bad `previewDateTime`, `limit` or `page`.
 */
export function registerContentRoutes(app: FastifyInstance, options: ContentRoutesOptions): void {
  const { db } = options;

  const criteriaFor = (mode: ContentMode, request: FastifyRequest, docType: string) =>
    contentCriteria(mode, parseQuery(contentBaseQuery, request), options.now(), docType);

  /** Routes that resolve one document: path → (params) → docType, siteId and slug. */
  const single: [string, (p: Params) => Pick<ContentCriteria, 'docType' | 'siteId' | 'slug'>][] = [
    [
      'augmentedpage/:siteId/:page',
      (p) => ({ docType: 'augmentedpage', siteId: p.siteId, slug: p.page }),
    ],
    [
      'category/:siteId/:categoryId',
      (p) => ({ docType: 'category', siteId: p.siteId, slug: p.categoryId }),
    ],
    [
      'search/:siteId/:searchType',
      (p) => ({ docType: 'search', siteId: p.siteId, slug: p.searchType }),
    ],
    ['footer/:siteId', (p) => ({ docType: 'footer', siteId: p.siteId })],
    ['fragment/:fragmentId', (p) => ({ docType: 'fragment', slug: p.fragmentId })],
    ['menu/:siteId', (p) => ({ docType: 'menu', siteId: p.siteId })],
    ['page/:siteId/*', (p) => ({ docType: 'page', siteId: p.siteId, slug: p['*'] })],
    ['popups/:siteId', (p) => ({ docType: 'popups', siteId: p.siteId })],
    [
      'product/:siteId/:productId',
      (p) => ({ docType: 'product', siteId: p.siteId, slug: p.productId }),
    ],
  ];

  for (const mode of contentModes) {
    for (const [path, match] of single) {
      app.get(contentUrlPath(mode, path), async (request) => {
        const params = request.params as Params;
        if (path.startsWith('augmentedpage/') && !isAugmentedPage(params.page ?? '')) {
          throw new ApiHttpError(404, 'API404', `Not an augmented page: ${params.page}`);
        }
        const selected = match(params);
        const criteria = { ...criteriaFor(mode, request, selected.docType), ...selected };
        return serveDocument(db, criteria, options.mediaBaseUrl(request));
      });
    }

    app.get(contentUrlPath(mode, 'children/:siteId/:parentPageSlug'), async (request) => {
      const { siteId = '', parentPageSlug = '' } = request.params as Params;
      const criteria = { ...criteriaFor(mode, request, 'page'), siteId };
      return childrenDocument(db, criteria, parentPageSlug, options.mediaBaseUrl(request));
    });

    app.get(contentUrlPath(mode, 'showcase/:siteId/:docType'), async (request) => {
      const { siteId = '', docType = '' } = request.params as Params;
      const query = parseQuery(showcaseQuery, request);
      const criteria = { ...criteriaFor(mode, request, docType), siteId };
      return showcasePage(db, criteria, query, options.mediaBaseUrl(request));
    });
  }
}
