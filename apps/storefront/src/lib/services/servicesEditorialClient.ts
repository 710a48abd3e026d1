import type { BlockServices } from '@storefront/blocks/services';
import { loadGalleryAction, searchArticlesAction } from './servicesEditorial';

/**
 * The `gallery` and `articles` block services of the storefront: server actions that call the
 * social media gallery service and the content search with the commerce clients, so the
 * browser only talks to the storefront (spec 2 §7, spec 3 §7).
 * @param localePath e.g. `en-us`
 */
export function editorialServices(
  localePath: string | undefined,
  mode: BlockServices['mode'],
): Pick<BlockServices, 'gallery' | 'articles'> {
  const path = localePath ?? 'en-us';
  return {
    gallery: { load: (input) => loadGalleryAction(path, input) },
    articles: { search: (query) => searchArticlesAction(path, query, mode === 'preview') },
  };
}
