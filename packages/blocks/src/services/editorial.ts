import type {
  ArticleFacet,
  ArticleSearchQuery,
  ArticleSearchResult,
  ArticleSummary,
} from '@storefront/api-contract';

/**
 * What the gallery and article blocks ask of the host (spec 3 §3 "Other blocks", "Article";
 * spec 3 §7 "Content search for articles"): the storefront implements it with the commerce
 * clients of the social media gallery service and the content search; Storybook and the
 * preview tool with {@link simulateGallery} and {@link simulateArticles}.
 */

/** The two kinds of gallery service (spec 3 §3): `stream` galleries and `customer` galleries. */
export const galleryKinds = ['stream', 'customer'] as const;
/** A gallery service kind. */
export type GalleryKind = (typeof galleryKinds)[number];

/** What a gallery block loads: its container (stream or customer id), filter and page. */
export interface GalleryLoadInput {
  kind: GalleryKind;
  /** Stream id (`stream`) or customer id (`customer`) of the gallery service. */
  containerId: string;
  /** Category filter of the gallery service, e.g. `trail`. */
  filter?: string;
  /** Items per page (1-50). */
  count: number;
  /** 1-based page. */
  page?: number;
}

/** One user-generated media item as a gallery block shows it. */
export interface GalleryMedia {
  id: string;
  imageUrl: string;
  /** Text alternative of the image. */
  altText: string;
  caption: string;
  /** Author's screen name, e.g. `@trailmara`. */
  username: string;
  /** Intrinsic size in px. */
  width: number;
  height: number;
}

/** A page of gallery media; `next` is the next page number when there is one. */
export interface GalleryPage {
  items: GalleryMedia[];
  total: number;
  next?: number;
}

/** Loads gallery media. Rejects on failure (the block only logs it). */
export interface GalleryService {
  load(input: GalleryLoadInput): Promise<GalleryPage>;
}

/** Content search for articles: `limit`, `offset`, `tagId` → `result`, `facets`, `numFound`. */
export interface ArticleSearchServiceLike {
  search(query: ArticleSearchQuery): Promise<ArticleSearchResult>;
}

/** Options of the simulators: a latency in ms and a failure switch. */
export interface SimulatorBehaviour {
  /** Answer after this many ms (default 0). */
  delayMs?: number;
  /** Reject every call with this message. */
  fail?: string;
  /** Never answer (a loading state that stays). */
  pending?: boolean;
}

const settle = <T>(behaviour: SimulatorBehaviour, answer: () => T): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    if (behaviour.pending) return;
    setTimeout(() => {
      if (behaviour.fail) reject(new Error(behaviour.fail));
      else resolve(answer());
    }, behaviour.delayMs ?? 0);
  });

/**
 * A gallery service over in-memory media, for Storybook and the preview tool: pages of
 * `count`; `filter` keeps captions containing `#filter`. Calls are reported to `onLoad`.
 */
export function simulateGallery(
  media: readonly GalleryMedia[],
  behaviour: SimulatorBehaviour & { onLoad?: (input: GalleryLoadInput) => void } = {},
): GalleryService {
  return {
    load(input) {
      behaviour.onLoad?.(input);
      return settle(behaviour, () => {
        const matches = input.filter
          ? media.filter((m) => m.caption.includes(`#${input.filter}`))
          : media;
        const page = input.page ?? 1;
        const start = (page - 1) * input.count;
        return {
          items: matches.slice(start, start + input.count),
          total: matches.length,
          ...(start + input.count < matches.length ? { next: page + 1 } : {}),
        };
      });
    },
  };
}

/** Facets over the tag set of the articles, most used first then by label. */
export function countArticleFacets(articles: readonly ArticleSummary[]): ArticleFacet[] {
  const facets = new Map<string, ArticleFacet>();
  for (const tag of articles.flatMap((a) => a.tags)) {
    const facet = facets.get(tag.id) ?? { ...tag, count: 0 };
    facet.count += 1;
    facets.set(tag.id, facet);
  }
  return [...facets.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * A content search over in-memory articles, for Storybook and the preview tool: newest
 * `date` first, `tagId` filter, `offset`/`limit` (default 12) paging, facets over all tags.
 */
export function simulateArticles(
  articles: readonly ArticleSummary[],
  behaviour: SimulatorBehaviour & { onSearch?: (query: ArticleSearchQuery) => void } = {},
): ArticleSearchServiceLike {
  const sorted = [...articles].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return {
    search(query) {
      behaviour.onSearch?.(query);
      return settle(behaviour, () => {
        const matches = query.tagId
          ? sorted.filter((a) => a.tags.some((t) => t.id === query.tagId))
          : sorted;
        const offset = query.offset ?? 0;
        return {
          result: matches.slice(offset, offset + (query.limit ?? 12)),
          facets: countArticleFacets(sorted),
          numFound: matches.length,
        };
      });
    },
  };
}
