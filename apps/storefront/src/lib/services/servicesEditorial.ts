'use server';

import type { ArticleSearchQuery, ArticleSearchResult } from '@storefront/api-contract';
import type { GalleryLoadInput, GalleryPage } from '@storefront/blocks/services';
import { loadGallery, searchArticles } from './servicesEditorialServer';

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
  return loadGallery(localePath, input);
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
  return searchArticles(localePath, query, preview);
}
