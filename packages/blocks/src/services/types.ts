/** How the renderer treats bad blocks: hidden and logged (`production`) or shown (`preview`). */
export type RenderMode = 'production' | 'preview';

/** The locale a block renders for (a subset of the storefront's `StorefrontLocale`). */
export interface BlockLocale {
  /** BCP 47 tag, e.g. `en-US`; used for `Intl` number and date formatting. */
  tag: string;
  /** ISO 4217 currency of the site, e.g. `USD`. */
  currency: string;
  /** URL locale path, e.g. `en-us`, used to build links. */
  path?: string;
}

/** An analytics event a block reports (e.g. a promotion click, spec 3 §3 promotionTracking). */
export interface AnalyticsEvent {
  name: string;
  blockType?: string;
  blockId?: string;
  data?: Record<string, unknown>;
}

/**
 * What a block may ask of its host (design.md: blocks never import commerce and never fetch).
 * The storefront implements it with commerce; the preview tool and Storybook with simulators.
 * Later issues add session, segments, consent, decisions, add-to-cart and quick-shop.
 */
export interface BlockServices {
  locale: BlockLocale;
  mode: RenderMode;
  analytics: { track(event: AnalyticsEvent): void };
}

/** The default services: `en-US` / `USD`, production mode, analytics that does nothing. */
export const noopBlockServices: BlockServices = {
  locale: { tag: 'en-US', currency: 'USD', path: 'en-us' },
  mode: 'production',
  analytics: { track: () => {} },
};

/**
 * Builds a full {@link BlockServices} from the parts a host provides; the rest are no-ops.
 * @param overrides the host's implementations
 */
export function createBlockServices(overrides: Partial<BlockServices> = {}): BlockServices {
  return { ...noopBlockServices, ...overrides };
}
