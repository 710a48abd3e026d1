'use server';

import {
  type ArticleSearchQuery,
  type ArticleSearchResult,
  findLocale,
  type SocialMedia,
} from '@storefront/api-contract';
import type { GalleryLoadInput, GalleryPage } from '@storefront/blocks/services/editorial';
import {
  createApiClient,
  createArticleSearchService,
  createSocialService,
} from '@storefront/commerce';
import { brand } from './brand';
import { apiBaseUrl } from './content';

function clientFor(localePath: string) {
  const locale = findLocale(localePath);
  if (!locale) throw new Error(`Unknown locale ${localePath}`);
  return createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 5000 });
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
 * Server action of the `gallery` block service: a page of gallery media from the social media
 * gallery service (spec 2 §7) — `/streams/{id}/media/recent` for `stream` galleries,
 * `/customers/{id}/media/recent` for `customer` galleries, `filter` as `categoryId`. Rejects
 * with the API error (the block logs it).
 */
export async function loadGalleryAction(
  localePath: string,
  input: GalleryLoadInput,
): Promise<GalleryPage> {
  const social = createSocialService(clientFor(localePath));
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
 * Server action of the `articles` block service: the content search for articles (spec 3 §7)
 * of the locale's site, `/pre` in preview. Rejects with the API error (the block logs it).
 */
export async function searchArticlesAction(
  localePath: string,
  query: ArticleSearchQuery,
  preview = false,
): Promise<ArticleSearchResult> {
  return createArticleSearchService(clientFor(localePath), { preview }).search({
    ...(query.limit ? { limit: query.limit } : {}),
    ...(query.offset ? { offset: query.offset } : {}),
    ...(query.tagId ? { tagId: query.tagId } : {}),
  });
}
