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
import { ApiError } from '../api/ApiError';
import type { ApiClient, QueryValue } from '../api/client';
import { messageForError } from '../api/messages';

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
 * The content service (spec 2 §7), for the client's site and locale. Every method resolves
 * to the content document (blocks unvalidated: the renderer validates them) and rejects
 * with an {@link ApiError}: `API404` when no document applies, `GEN500` when the answer is
 * not a content document.
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
  getSearch(searchType: string, query?: Record<string, QueryValue>): Promise<ContentDocument>;
  /** `showcase/{siteId}/{docType}`: one page of documents of a docType. */
  getShowcase(docType: string, options?: ShowcaseOptions): Promise<ShowcasePage>;
}

/**
 * Creates the content service on an API client: `/pub/caas/v1/canvas/...`, or `/pre/...`
 * with `previewDateTime` in preview; `cmsEnv` is added when given.
 */
export function createContentService(
  client: ApiClient,
  options: ContentServiceOptions = {},
): ContentService {
  const mode: ContentMode = options.preview ? 'pre' : 'pub';
  const siteId = client.locale.siteId;
  const baseQuery: Record<string, QueryValue> = {
    [contentQuery.previewDateTime]: options.preview ? options.previewDateTime : undefined,
    [contentQuery.cmsEnv]: options.cmsEnv,
  };

  async function load<S extends z.ZodType>(
    schema: S,
    relativePath: string,
    query: Record<string, QueryValue> = {},
  ): Promise<z.infer<S>> {
    const path = contentUrlPath(mode, relativePath);
    const data = await client.get<unknown>(path, { query: { ...query, ...baseQuery } });
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError({
        status: 200,
        errorId: 'GEN500',
        message: messageForError('GEN500'),
        serverMessage: `Invalid content answer for ${path}: ${parsed.error.issues[0]?.message}`,
        method: 'GET',
        url: path,
      });
    }
    return parsed.data;
  }

  const document = (relativePath: string, query?: Record<string, QueryValue>) =>
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
