import type { Space } from '@storefront/ui';
import type { CollectionBreakpoint, CollectionSpacing, ProductCollectionFields } from './schema';

/** The spec's breakpoints, smallest first. */
export type CollectionBreakpointName = 'sm' | 'md' | 'lg';
const names: readonly CollectionBreakpointName[] = ['sm', 'md', 'lg'];

/** Everything the collection needs at one breakpoint, after inheritance and defaults. */
export interface CollectionLayout {
  layout: 'carousel' | 'grid';
  /** Cards per view (carousel) or columns (grid). */
  slidesPerView: number;
  /** CSS length; set = replaces `slidesPerView` for the width. */
  slideWidth?: string;
  slideMaxWidth?: string;
  /** Space between slides, a theme space token. */
  gap: Space;
  /** Space above and below the block, a theme space token. */
  margin: Space;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
  /** Autoplay delay in ms (spec 3 §9: `autorotateTime` seconds × 1000); 0 = no autoplay. */
  autoplayMs: number;
  loop: boolean;
  /** Slides moved per arrow click (spec 3 §9: 6 or 3; 1 on sm). */
  slidesToScroll: number | 'auto';
  /** A full-width grid (`[stacked]` in the name, spec 3 §3). */
  fullWidth: boolean;
}

/** The marker in a collection's name that forces a full-width grid on md and lg (spec 3 §3). */
export const stackedMarker = '[stacked]';
/** Autorotate time when autoplay is on and the CMS gives none, in seconds. */
export const defaultAutorotateSeconds = 5;

/**
 * Cards per view by variant and type (spec 3 §9 "Carousel card widths vary by variant (3, 5 or
 * 6 cards, search hub)"): threeCardGrid 3 on lg, highlightCenter 5, a plain product collection 6
 * (3 on md), a search hub 6 (5 on md). On sm the next card peeks.
 */
export function cardsPerView(
  fields: Pick<ProductCollectionFields, 'type' | 'variant'>,
): Record<CollectionBreakpointName, number> {
  if (fields.variant === 'threeCardGrid') return { sm: 1.2, md: 2, lg: 3 };
  if (fields.variant === 'highlightCenter') return { sm: 1.4, md: 3, lg: 5 };
  if (fields.type === 'searchHub') return { sm: 2.5, md: 5, lg: 6 };
  return { sm: 1.5, md: 3, lg: 6 };
}

/**
 * Slides per arrow click (spec 3 §9 "Scroll is 6 or 3 per click"): one on sm (swipe) and in a
 * highlighted centre; 6 when six or more cards show; otherwise 3, or fewer when fewer show;
 * `auto` (as many as are visible) for explicit slide widths.
 */
export function slidesPerClick(
  breakpoint: CollectionBreakpointName,
  perView: number,
  options: { slideWidth?: string; highlightCenter: boolean },
): number | 'auto' {
  if (breakpoint === 'sm' || options.highlightCenter) return 1;
  if (options.slideWidth) return 'auto';
  if (perView >= 6) return 6;
  return Math.min(3, Math.max(1, Math.floor(perView)));
}

const spaceOf: Record<CollectionSpacing, Space> = {
  none: 'none',
  small: 'sm',
  medium: 'md',
  large: 'lg',
};
const marginOf: Record<CollectionSpacing, Space> = {
  none: 'none',
  small: 'lg',
  medium: '2xl',
  large: '3xl',
};

/** Controls by breakpoint when the CMS sets none: progress on sm, arrows from md. */
const controlDefaults = {
  sm: { showArrows: false, showIndicators: false, showProgress: true },
  md: { showArrows: true, showIndicators: false, showProgress: false },
  lg: { showArrows: true, showIndicators: false, showProgress: false },
} as const;

/**
 * One CMS setting at a breakpoint: its own value, else the next smaller breakpoint's (mobile
 * first), else `undefined`.
 */
export function inherited<K extends keyof CollectionBreakpoint>(
  breakpoints: ProductCollectionFields['breakpoints'],
  breakpoint: CollectionBreakpointName,
  key: K,
): CollectionBreakpoint[K] | undefined {
  for (const name of names.slice(0, names.indexOf(breakpoint) + 1).reverse()) {
    const value = breakpoints[name]?.[key];
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The collection's settings per breakpoint (spec 3 §3 "Collection", §9): each CMS value inherits
 * mobile first; defaults come from the variant (threeCardGrid: a grid from md; highlightCenter:
 * loop) and the type (search hub: small gaps); `[stacked]` in the name forces a full-width grid
 * on md and lg; autoplay runs every `autorotateTime` × 1000 ms (5 s when unset).
 */
export function resolveCollectionBreakpoints(
  fields: ProductCollectionFields,
): Record<CollectionBreakpointName, CollectionLayout> {
  const perView = cardsPerView(fields);
  const stacked = (fields.name ?? '').toLowerCase().includes(stackedMarker);
  const highlightCenter = fields.variant === 'highlightCenter';
  const bp = fields.breakpoints;
  const resolve = (name: CollectionBreakpointName): CollectionLayout => {
    const get = <K extends keyof CollectionBreakpoint>(key: K) => inherited(bp, name, key);
    const forcedGrid = stacked && name !== 'sm';
    const defaultType = fields.variant === 'threeCardGrid' && name !== 'sm' ? 'grid' : 'carousel';
    const slidesPerView = get('slidesPerView') ?? perView[name];
    const slideWidth = forcedGrid ? undefined : get('slideWidth');
    const slideMaxWidth = get('slideMaxWidth');
    const autorotate = get('autorotateTime') ?? defaultAutorotateSeconds;
    return {
      layout: forcedGrid ? 'grid' : (get('type') ?? defaultType),
      slidesPerView,
      ...(slideWidth ? { slideWidth } : {}),
      ...(slideMaxWidth ? { slideMaxWidth } : {}),
      gap: spaceOf[get('slidePadding') ?? (fields.type === 'searchHub' ? 'small' : 'medium')],
      margin: marginOf[get('margin') ?? (name === 'lg' ? 'large' : 'medium')],
      showArrows: get('showArrows') ?? controlDefaults[name].showArrows,
      showIndicators: get('showIndicators') ?? controlDefaults[name].showIndicators,
      showProgress: get('showProgress') ?? controlDefaults[name].showProgress,
      autoplayMs: get('autoplay') ? Math.round(autorotate * 1000) : 0,
      loop: get('loop') ?? highlightCenter,
      slidesToScroll: slidesPerClick(name, slidesPerView, {
        ...(slideWidth ? { slideWidth } : {}),
        highlightCenter,
      }),
      fullWidth: forcedGrid,
    };
  };
  return { sm: resolve('sm'), md: resolve('md'), lg: resolve('lg') };
}

/** One field of the resolved layouts as a per-breakpoint record (a `Responsive` for the ui). */
export function pick<K extends keyof CollectionLayout>(
  layouts: Record<CollectionBreakpointName, CollectionLayout>,
  key: K,
): Record<CollectionBreakpointName, CollectionLayout[K]> {
  return { sm: layouts.sm[key], md: layouts.md[key], lg: layouts.lg[key] };
}
