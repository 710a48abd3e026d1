import type { Breakpoint } from '@storefront/ui';

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

const words = {
  en: {
    count: (shown: number, total: number) =>
      total === 0 ? 'No articles found' : `Showing ${shown} of ${total} articles`,
    all: 'All',
    more: 'More topics',
    less: 'Fewer topics',
    readMore: 'Read more',
    filter: 'Filter articles by topic',
    loading: 'Loading articles',
    related: 'Related articles',
  },
  fr: {
    count: (shown: number, total: number) =>
      total === 0 ? 'Aucun article trouvé' : `${shown} articles affichés sur ${total}`,
    all: 'Tous',
    more: 'Plus de sujets',
    less: 'Moins de sujets',
    readMore: 'Lire plus',
    filter: 'Filtrer les articles par sujet',
    loading: 'Chargement des articles',
    related: 'Articles associés',
  },
};

/** Words of the article blocks for a BCP 47 tag (English unless French). */
export function articleWords(localeTag: string) {
  return localeTag.toLowerCase().startsWith('fr') ? words.fr : words.en;
}

/** Serialisable labels of the grid island (no functions cross to the client). */
export interface ArticleGridLabels {
  all: string;
  more: string;
  less: string;
  readMore: string;
  filter: string;
  loading: string;
}
