import {
  type ContentDocument,
  type ContentMode,
  contentModes,
  contentUrlPath,
  defaultShowcaseLimit,
  findLocaleByTag,
  isAugmentedPage,
  type ShowcasePage,
  showcaseLimits,
} from '@storefront/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import {
  type ContentCriteria,
  findDocument,
  listDocuments,
  toServedDocument,
} from '../content/repository';
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

const baseQuery = z.looseObject({
  locale: z.string(),
  previewDateTime: z.iso.datetime({ offset: true }).optional(),
  // CMS environment: accepted outside production and ignored (spec 2 §7).
  cmsEnv: z.string().optional(),
});

const showcaseQuery = baseQuery.extend({
  limit: z.coerce
    .number()
    .refine((n) => (showcaseLimits as readonly number[]).includes(n), {
      message: `limit must be one of ${showcaseLimits.join(', ')}`,
    })
    .default(defaultShowcaseLimit),
  page: z.coerce.number().int().positive().default(1),
  layoutVariant: z.string().optional(),
});

function parseQuery<T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> {
  const parsed = schema.safeParse(request.query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ApiHttpError(
      400,
      'API400',
      `Invalid query ${issue?.path.join('.')}: ${issue?.message}`,
    );
  }
  return parsed.data;
}

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

  const criteriaFor = (mode: ContentMode, request: FastifyRequest, docType: string) => {
    const query = parseQuery(baseQuery, request);
    const locale = findLocaleByTag(query.locale);
    if (!locale) throw new ApiHttpError(400, 'API400', 'Invalid query parameter: locale');
    const at =
      mode === 'pre' && query.previewDateTime ? new Date(query.previewDateTime) : options.now();
    return { mode, at, docType, locale: locale.path } satisfies ContentCriteria;
  };

  const serveOne = async (criteria: ContentCriteria, request: FastifyRequest) => {
    const row = await findDocument(db, criteria);
    if (!row) {
      const what = [criteria.docType, criteria.siteId, criteria.slug].filter(Boolean).join('/');
      throw new ApiHttpError(404, 'API404', `No content for ${what} (${criteria.locale})`);
    }
    return toServedDocument(row, options.mediaBaseUrl(request));
  };

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
        return serveOne(criteria, request);
      });
    }

    app.get(contentUrlPath(mode, 'children/:siteId/:parentPageSlug'), async (request) => {
      const { siteId = '', parentPageSlug = '' } = request.params as Params;
      const criteria = { ...criteriaFor(mode, request, 'page'), siteId };
      const parent = await serveOne({ ...criteria, slug: parentPageSlug }, request);
      const rows = await listDocuments(db, criteria, { slugPrefix: `${parentPageSlug}/` });
      const children = rows.filter(
        (row) => !row.slug.slice(parentPageSlug.length + 1).includes('/'),
      );
      const mediaBaseUrl = options.mediaBaseUrl(request);
      const document: ContentDocument = {
        id: `children-${siteId}-${criteria.locale}-${parentPageSlug}`,
        docType: 'children',
        slug: parentPageSlug,
        siteId,
        locale: criteria.locale,
        title: parent.title,
        slots: {
          main: children.map((row) => {
            const child = toServedDocument(row, mediaBaseUrl);
            return {
              type: 'childPage',
              id: child.id,
              fields: {
                slug: child.slug,
                title: child.title,
                pageKind: child.pageKind,
                seo: child.seo,
              },
            };
          }),
        },
      };
      return document;
    });

    app.get(contentUrlPath(mode, 'showcase/:siteId/:docType'), async (request) => {
      const { siteId = '', docType = '' } = request.params as Params;
      const query = parseQuery(showcaseQuery, request);
      const criteria = { ...criteriaFor(mode, request, docType), siteId };
      const rows = await listDocuments(db, criteria, { layoutVariant: query.layoutVariant });
      const mediaBaseUrl = options.mediaBaseUrl(request);
      const start = (query.page - 1) * query.limit;
      const answer: ShowcasePage = {
        results: rows
          .slice(start, start + query.limit)
          .map((row) => toServedDocument(row, mediaBaseUrl)),
        total: rows.length,
        page: query.page,
        limit: query.limit,
      };
      return answer;
    });
  }
}
