import 'server-only';
import {
  type ArticleSearchQuery,
  type ArticleSearchResult,
  cacheTags,
  findLocale,
  type SocialMedia,
} from '@storefront/api-contract';
import type {
  BlockPrefetch,
  BlockServices,
  GalleryLoadInput,
  GalleryPage,
} from '@storefront/blocks/services';
import {
  createApiClient,
  createArticleSearchService,
  createSocialService,
} from '@storefront/commerce/server';
import { brand } from '../brand';
import { keepRead } from '../cache/readCache';
import { apiBaseUrl } from '../content';

/** Timeout in ms of the browser's calls (through the server actions). */
export const editorialActionTimeoutMs = 5000;
/** Longest wait in ms for a block's first data while the server renders the page. */
export const editorialPrefetchTimeoutMs = 1500;

function clientFor(localePath: string, timeoutMs: number) {
  const locale = findLocale(localePath);
  if (!locale) throw new Error(`Unknown locale ${localePath}`);
  return createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs });
}

/** A social media item as the gallery blocks show it. */
function toGalleryMedia(media: SocialMedia) {
  return {
    id: media.id,
    imageUrl: media.images.normal,
    altText: media.altText,
    caption: media.caption,
    username: media.username,
    width: media.width,
    height: media.height,
  };
}

/**
 * A page of gallery media from the social media gallery service (spec 2 §7):
 * `/streams/{id}/media/recent` for `stream` galleries, `/customers/{id}/media/recent` for
 * `customer` galleries, `filter` as `categoryId`. Rejects with the API error or a timeout
 * after `timeoutMs` ms.
 */
export async function loadGallery(
  localePath: string,
  input: GalleryLoadInput,
  timeoutMs: number = editorialActionTimeoutMs,
): Promise<GalleryPage> {
  const social = createSocialService(clientFor(localePath, timeoutMs));
  const query = {
    count: input.count,
    ...(input.page ? { page: input.page } : {}),
    ...(input.filter ? { categoryId: input.filter } : {}),
  };
  const page =
    input.kind === 'customer'
      ? await social.customerMedia(input.containerId, query)
      : await social.streamMedia(input.containerId, query);
  return {
    items: page.data.map(toGalleryMedia),
    total: page.total,
    ...(page.next ? { next: page.next } : {}),
  };
}

/**
 * The content search for articles (spec 3 §7) of the locale's site, `/pre` in preview.
 * Rejects with the API error or a timeout after `timeoutMs` ms.
 */
export async function searchArticles(
  localePath: string,
  query: ArticleSearchQuery,
  preview = false,
  timeoutMs: number = editorialActionTimeoutMs,
): Promise<ArticleSearchResult> {
  return createArticleSearchService(clientFor(localePath, timeoutMs), { preview }).search({
    ...(query.limit ? { limit: query.limit } : {}),
    ...(query.offset ? { offset: query.offset } : {}),
    ...(query.tagId ? { tagId: query.tagId } : {}),
  });
}

/**
 * The server loaders of the article and gallery blocks (`BlockServices.prefetch`): the first
 * page of articles, related articles and gallery media are fetched while the page renders, so
 * they are in the server HTML (SEO, no layout shift); each waits at most
 * {@link editorialPrefetchTimeoutMs} (the block then renders its shell and loads in the
 * browser).
 * @param localePath e.g. `en-us`
 */
export function editorialPrefetch(
  localePath: string | undefined,
  mode: BlockServices['mode'],
): BlockPrefetch {
  const path = localePath ?? 'en-us';
  const timeoutMs = editorialPrefetchTimeoutMs;
  return {
    timeoutMs,
    gallery: { load: (input) => publishedGallery(path, input) },
    articles: {
      search: (query) =>
        mode === 'preview'
          ? searchArticles(path, query, true, timeoutMs)
          : publishedArticles(path, query),
    },
  };
}

/**
 * {@link searchArticles} of published content for a page's first HTML, from the read cache
 * (`readCache.ts`; tag `content`, dropped on publication), so a cached page may hold it. A
 * failure is not kept and rejects, as {@link searchArticles} does.
 */
async function publishedArticles(
  localePath: string,
  query: ArticleSearchQuery,
): Promise<ArticleSearchResult> {
  'use cache';
  try {
    const result = await searchArticles(localePath, query, false, editorialPrefetchTimeoutMs);
    keepRead(true, [cacheTags.allContent]);
    return result;
  } catch (error) {
    keepRead(false, []);
    throw error;
  }
}

/** {@link loadGallery} for a page's first HTML, from the read cache (a minute, no tag). */
async function publishedGallery(localePath: string, input: GalleryLoadInput): Promise<GalleryPage> {
  'use cache';
  try {
    const page = await loadGallery(localePath, input, editorialPrefetchTimeoutMs);
    keepRead(true, []);
    return page;
  } catch (error) {
    keepRead(false, []);
    throw error;
  }
}
