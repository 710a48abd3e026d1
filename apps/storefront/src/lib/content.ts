import 'server-only';
import {
  type AugmentedPage,
  cacheTags,
  routedAugmentedPageOf,
  type StorefrontLocale,
} from '@storefront/api-contract';
import { type ContentDocument, createContentService } from '@storefront/blocks';
import { ApiError, apiBaseUrlFrom } from '@storefront/commerce';
import { createApiClient } from '@storefront/commerce/server';
import { cache } from 'react';
import { keepRead } from './cache/readCache';
import {
  childPagesOf,
  type SectionNavigationBlock,
  sectionNavigationBlock,
  sectionParentsOf,
} from './sectionNavigation';
import { logEvent, logUnavailable } from './serverLog';

const api = apiBaseUrlFrom(process.env);
if (api.refused)
  logEvent({ level: 'warn', event: 'api.mockMode', fields: { reason: api.refused } });

/**
 * Base URL of the backend (the mock API by default), from `MOCK_API_URL`; under the mock path
 * prefix with `API_MOCK_MODE=1`, a mode refused in production (spec 1 §2, `apiBaseUrlFrom`).
 */
export const apiBaseUrl = api.baseUrl;

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

type ContentCall = 'page' | 'menu' | 'footer' | 'popups' | 'children' | 'search' | 'augmentedpage';

function logFailure(call: ContentCall, locale: StorefrontLocale, error: unknown, slug?: string) {
  logUnavailable({ event: 'content.unavailable', locale, error, fields: { call, slug } });
}

/**
 * One call of the content service. A page slug of a routed fixed page (`promotions`,
 * `gift-card`, `basecamp`, `westend`: `routedAugmentedPages`) reads
 * `augmentedpage/{siteId}/{page}` instead of `page/{siteId}/{slug}` (spec 2 §7).
 */
function read(service: ReturnType<typeof createContentService>, call: ContentCall, slug: string) {
  if (call === 'menu') return service.getMenu();
  if (call === 'footer') return service.getFooter();
  if (call === 'popups') return service.getPopups();
  if (call === 'children') return service.getChildren(slug);
  if (call === 'search') return service.getSearch(slug);
  if (call === 'augmentedpage') return service.getAugmentedPage(slug as AugmentedPage);
  const augmented = routedAugmentedPageOf(slug);
  return augmented ? service.getAugmentedPage(augmented) : service.getPage(slug);
}

/**
 * Cache tags of a published content call (`cacheTags` of the contract): every content
 * document, and the document itself (docType as the content service names it).
 */
export function contentTagsOf(
  call: ContentCall | 'category' | 'product',
  locale: StorefrontLocale,
  slug?: string,
): string[] {
  const augmented = call === 'page' ? routedAugmentedPageOf(slug ?? 'home') : undefined;
  const docType = augmented ? 'augmentedpage' : call;
  // One document per site (no slug): the menu, the footer and the pop-ups.
  const key =
    call === 'menu' || call === 'footer' || call === 'popups'
      ? undefined
      : (augmented ?? slug ?? 'home');
  return [cacheTags.allContent, cacheTags.content(locale.path, docType, key)];
}

async function loadFresh(
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
    const document = (await read(service, call, slug ?? 'home')) as ContentDocument;
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
 * A published document, cached across requests (`'use cache'`, keyed by the call, the locale
 * and the slug; tags of {@link contentTagsOf}); an absent document (`missing`) is cached like
 * a present one (its publication revalidates the tag), an unavailable service never.
 */
async function loadPublished(
  call: ContentCall,
  locale: StorefrontLocale,
  slug?: string,
): Promise<ContentResult> {
  'use cache';
  const result = await loadFresh(call, locale, { preview: false }, slug);
  keepRead(result.ok || result.reason === 'missing', contentTagsOf(call, locale, slug));
  return result;
}

/** Preview reads (drafts, another date) always go to the API; published ones through the cache. */
function load(
  call: ContentCall,
  locale: StorefrontLocale,
  options: PreviewOptions,
  slug?: string,
): Promise<ContentResult> {
  return options.preview || options.previewDateTime
    ? loadFresh(call, locale, options, slug)
    : loadPublished(call, locale, slug);
}

/**
 * The page document `page/{siteId}/{slug}` (spec 2 §7), or `augmentedpage/{siteId}/{slug}` for
 * a routed fixed page (`routedAugmentedPages`: `promotions`, `gift-card`...), once per request (shared by
 * `generateMetadata` and the page). Never throws: failures come back as a {@link ContentResult}
 * and are logged as one JSON line (`content.unavailable`).
 */
export const getPageContent = cache(
  (locale: StorefrontLocale, slug: string, preview: boolean, previewDateTime?: string) =>
    load('page', locale, { preview, ...(previewDateTime ? { previewDateTime } : {}) }, slug),
);

/**
 * The search document `search/{siteId}/{searchType}` (spec 2 §7), e.g. the search hub's
 * `searchhub` (spec 2 §2 page type `searchHub`), once per request; never throws (see
 * {@link getPageContent}).
 */
export const getSearchContent = cache(
  (locale: StorefrontLocale, searchType: string, preview: boolean, previewDateTime?: string) =>
    load(
      'search',
      locale,
      { preview, ...(previewDateTime ? { previewDateTime } : {}) },
      searchType,
    ),
);

/**
 * The published augmented page `augmentedpage/{siteId}/{name}` (spec 2 §7: the content slots
 * of a commerce page such as `search`), once per request and cached across requests; never
 * throws (see {@link getPageContent}).
 */
export const getAugmentedContent = cache((locale: StorefrontLocale, name: AugmentedPage) =>
  load('augmentedpage', locale, { preview: false }, name),
);

/** The published menu document `menu/{siteId}` of the locale; never throws. */
export const getMenuContent = cache((locale: StorefrontLocale) =>
  load('menu', locale, { preview: false }),
);

/** The published footer document `footer/{siteId}` of the locale; never throws. */
export const getFooterContent = cache((locale: StorefrontLocale) =>
  load('footer', locale, { preview: false }),
);

/**
 * The published pop-ups document `popups/{siteId}` of the locale (spec 2 §7), cached across
 * requests like the menu and footer (tag `content:{locale}:popups:-`, which the mock API's
 * publication revalidates); never throws.
 */
export const getPopupsDocument = cache((locale: StorefrontLocale) =>
  load('popups', locale, { preview: false }),
);

/**
 * The published `children/{siteId}/{parentPageSlug}` document of the locale (spec 2 §7): its
 * `main` slot lists the pages one level under the parent (`childPage` entries: slug, title).
 * Never throws (a failure is logged and comes back as a {@link ContentResult}).
 */
export const getChildrenContent = cache((locale: StorefrontLocale, parentPageSlug: string) =>
  load('children', locale, { preview: false }, parentPageSlug),
);

/**
 * The section navigation of a content page (`sectionNavigation.ts`): one `secondaryNavigation`
 * block per parent of {@link sectionParentsOf} that has children, outermost first, read from
 * `children/{siteId}/{parentPageSlug}` (spec 2 §7). Empty for a page of no section, and for a
 * parent whose `children` call fails (logged).
 */
export async function getSectionNavigation(
  locale: StorefrontLocale,
  slug: string,
): Promise<SectionNavigationBlock[]> {
  const parents = sectionParentsOf(slug);
  const results = await Promise.all(parents.map((parent) => getChildrenContent(locale, parent)));
  return results.flatMap((result, index) => {
    const parent = parents[index];
    if (!result.ok || !parent) return [];
    const block = sectionNavigationBlock(
      locale.path,
      { slug: parent, title: result.document.title ?? parent },
      childPagesOf(result.document),
    );
    return block ? [block] : [];
  });
}
