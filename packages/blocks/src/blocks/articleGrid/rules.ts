import { type Breakpoint, placeholders } from '@storefront/ui';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';

/** Articles shown initially when rows × columns does not apply (spec 3 §9). */
export const defaultInitialArticles = 3;

/** Tag facets shown per breakpoint before "more" (spec 3 §9: 4, 10 or 20). */
export const facetLimits: Record<Breakpoint, number> = { sm: 4, md: 10, lg: 20 };

/** Related articles shown under an article (spec 3 §9). */
export const relatedArticlesCount = 4;

/**
 * Articles shown initially, and loaded by each Read more: `rows × columns` when both are set,
 * else {@link defaultInitialArticles} (spec 3 §9).
 */
export function initialArticleCount(fields: { rows?: number; columns?: number }): number {
  return fields.rows && fields.columns ? fields.rows * fields.columns : defaultInitialArticles;
}

/** Number of facets visible at a breakpoint: all when expanded, else up to its limit. */
export function visibleFacetCount(
  total: number,
  breakpoint: Breakpoint,
  expanded: boolean,
): number {
  return expanded ? total : Math.min(total, facetLimits[breakpoint]);
}

/** The breakpoints at which the facet at `index` (0-based) is hidden until "more". */
export function facetHiddenOn(index: number): Breakpoint[] {
  return (Object.keys(facetLimits) as Breakpoint[]).filter((bp) => index >= facetLimits[bp]);
}

/** The breakpoints at which there are more facets than shown, so the toggle appears. */
export function moreToggleShownOn(total: number): Breakpoint[] {
  return (Object.keys(facetLimits) as Breakpoint[]).filter((bp) => total > facetLimits[bp]);
}

/** Whether another page exists after `shown` of `numFound`. */
export function hasMoreArticles(shown: number, numFound: number): boolean {
  return shown < numFound;
}

/**
 * Words of the article blocks (`blocks` namespace, `articles.*`) in the services' language (the
 * host's words over English). Strings only: `count` keeps `{shown}` and `{total}` for the grid
 * island (`fillPlaceholders`).
 */
export function articleWords(
  services: Pick<BlockServices, 'locale' | 'messages'>,
): ArticleGridLabels {
  const t = blockWords(services);
  return {
    none: t('articles.none'),
    count: t('articles.count', placeholders('shown', 'total')),
    all: t('articles.all'),
    more: t('articles.more'),
    less: t('articles.less'),
    readMore: t('articles.readMore'),
    filter: t('articles.filter'),
    loading: t('articles.loading'),
    related: t('articles.related'),
  };
}

/** Serialisable labels of the grid island (no functions cross to the client). */
export interface ArticleGridLabels {
  /** The count when nothing is found. */
  none: string;
  /** The count, `{shown}` and `{total}` filled by the island. */
  count: string;
  all: string;
  more: string;
  less: string;
  readMore: string;
  filter: string;
  loading: string;
  related: string;
}
