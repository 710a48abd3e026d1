import {
  type AugmentedPage,
  type ContentDocument,
  type ContentMode,
  contentDocumentSchema,
  contentPaths,
  contentQuery,
  contentUrlPath,
  type ShowcaseLimit,
  type ShowcasePage,
  showcasePageSchema,
} from '@storefront/api-contract';
import type * as z from 'zod';

/** A query value; `null` and `undefined` are dropped before the transport sees them (spec 2 §7). */
export type ContentQueryValue = string | number | boolean | null | undefined;

/**
 * The minimal HTTP transport the content service needs. `@storefront/commerce`'s `ApiClient`
 * satisfies it structurally (its `locale` carries the site id, its `get` adds the `locale`
 * query and the contract headers), so the storefront passes its API client as is; another
 * brand site passes any object of this shape.
 */
export interface ContentTransport {
  /** The site whose documents are read: `siteId` goes into every site-scoped path. */
  readonly locale: { readonly siteId: string };
  /**
   * GET `path` (e.g. `/pub/caas/v1/canvas/menu/us`) with its query and resolve to the parsed
   * JSON answer. Rejects on a failed answer with the transport's own error (commerce's
   * `ApiError`: `API404` when no document applies).
   */
  get<T>(
    path: string,
    options?: { query?: Record<string, string | number | boolean | null | undefined> },
  ): Promise<T>;
}

/** Options of {@link createContentService}. */
export interface ContentServiceOptions {
  /** Preview mode: the `/pre` prefix, drafts included (spec 2 §7). Default false (`/pub`). */
  preview?: boolean;
  /** ISO 8601 moment whose schedule preview shows; sent only in preview. Default: now. */
  previewDateTime?: string;
  /** CMS environment query, sent outside production (the caller decides). */
  cmsEnv?: string;
}

/** Paging and filtering of the showcase call. */
export interface ShowcaseOptions {
  /** Page size: 10, 20 or 50. Default 20 (server side). */
  limit?: ShowcaseLimit;
  /** 1-based page. Default 1. */
  page?: number;
  layoutVariant?: string;
}

/**
 * Raised when the content service answers 2xx with something that is not a content document
 * (or showcase page). `errorId` is `GEN500` like the contract's generic error (spec 1 §8).
 */
export class ContentError extends Error {
  override readonly name = 'ContentError';
  /** Always `GEN500`. */
  readonly errorId = 'GEN500' as const;
  /** HTTP status of the answer that could not be read (200). */
  readonly status = 200;
  /** The content path requested, e.g. `/pub/caas/v1/canvas/menu/us`. */
  readonly path: string;

  constructor(path: string, problem: string) {
    super(`Invalid content answer for ${path}: ${problem}`);
    this.path = path;
  }
}

/**
 * The content service (spec 2 §7), for the transport's site. Every method resolves to the
 * content document (blocks unvalidated: the renderer validates them). It rejects with the
 * transport's error unchanged (with commerce's client: `ApiError`, `API404` when no document
 * applies, so hosts keep telling a missing page apart), or with a {@link ContentError}
 * (`GEN500`) when the answer is not a content document.
 */
export interface ContentService {
  /** `page/{siteId}/{slug}`; nested slugs such as `about/team` allowed. */
  getPage(slug: string): Promise<ContentDocument>;
  /** `augmentedpage/{siteId}/{page}` for a page of the fixed list. */
  getAugmentedPage(page: AugmentedPage): Promise<ContentDocument>;
  /** `menu/{siteId}`. */
  getMenu(): Promise<ContentDocument>;
  /** `footer/{siteId}`. */
  getFooter(): Promise<ContentDocument>;
  /** `popups/{siteId}`. */
  getPopups(): Promise<ContentDocument>;
  /** `fragment/{fragmentId}` (site-independent). */
  getFragment(fragmentId: string): Promise<ContentDocument>;
  /** `category/{siteId}/{categoryId}`. */
  getCategory(categoryId: string): Promise<ContentDocument>;
  /** `product/{siteId}/{productId}`. */
  getProduct(productId: string): Promise<ContentDocument>;
  /** `children/{siteId}/{parentSlug}`: a document whose `slots.main` lists the child pages. */
  getChildren(parentSlug: string): Promise<ContentDocument>;
  /** `search/{siteId}/{searchType}` with its query (null values dropped). */
  getSearch(
    searchType: string,
    query?: Record<string, ContentQueryValue>,
  ): Promise<ContentDocument>;
  /** `showcase/{siteId}/{docType}`: one page of documents of a docType. */
  getShowcase(docType: string, options?: ShowcaseOptions): Promise<ShowcasePage>;
}

/** The query without its `null` and `undefined` values. */
export function dropEmptyQuery(
  query: Record<string, ContentQueryValue>,
): Record<string, string | number | boolean> {
  const kept: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Creates the content service on a transport: `/pub/caas/v1/canvas/...`, or `/pre/...` with
 * `previewDateTime` in preview; `cmsEnv` is added when given (spec 2 §7). Transport errors
 * are rethrown unchanged.
 */
export function createContentService(
  transport: ContentTransport,
  options: ContentServiceOptions = {},
): ContentService {
  const mode: ContentMode = options.preview ? 'pre' : 'pub';
  const siteId = transport.locale.siteId;
  const baseQuery: Record<string, ContentQueryValue> = {
    [contentQuery.previewDateTime]: options.preview ? options.previewDateTime : undefined,
    [contentQuery.cmsEnv]: options.cmsEnv,
  };

  async function load<S extends z.ZodType>(
    schema: S,
    relativePath: string,
    query: Record<string, ContentQueryValue> = {},
  ): Promise<z.infer<S>> {
    const path = contentUrlPath(mode, relativePath);
    const data = await transport.get<unknown>(path, {
      query: dropEmptyQuery({ ...query, ...baseQuery }),
    });
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ContentError(path, parsed.error.issues[0]?.message ?? 'invalid');
    }
    return parsed.data;
  }

  const document = (relativePath: string, query?: Record<string, ContentQueryValue>) =>
    load(contentDocumentSchema, relativePath, query);

  return {
    getPage: (slug) => document(contentPaths.page(siteId, slug)),
    getAugmentedPage: (page) => document(contentPaths.augmentedPage(siteId, page)),
    getMenu: () => document(contentPaths.menu(siteId)),
    getFooter: () => document(contentPaths.footer(siteId)),
    getPopups: () => document(contentPaths.popups(siteId)),
    getFragment: (fragmentId) => document(contentPaths.fragment(fragmentId)),
    getCategory: (categoryId) => document(contentPaths.category(siteId, categoryId)),
    getProduct: (productId) => document(contentPaths.product(siteId, productId)),
    getChildren: (parentSlug) => document(contentPaths.children(siteId, parentSlug)),
    getSearch: (searchType, query) => document(contentPaths.search(siteId, searchType), query),
    getShowcase: (docType, showcase = {}) =>
      load(showcasePageSchema, contentPaths.showcase(siteId, docType), {
        [contentQuery.limit]: showcase.limit,
        [contentQuery.page]: showcase.page,
        [contentQuery.layoutVariant]: showcase.layoutVariant,
      }),
  };
}
