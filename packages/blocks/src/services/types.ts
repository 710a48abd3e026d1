import type { AbstractIntlMessages } from 'use-intl';
import { type BlockLog, consoleBlockLog } from '../renderer/log';
import { type ConsentState, consentCategories } from './consent';
import type { ArticleSearchServiceLike, GalleryService } from './editorial';
import type { FormsServices } from './forms';
import type { PersonalisationServices } from './personalisation';
import type { BlockRoute } from './route';
import { guestSession, type ShopperSession } from './session';

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
 * Everything is known at render time, so wrappers decide on the server (no baseline flash).
 */
export interface BlockServices {
  locale: BlockLocale;
  /**
   * The host's words for the blocks in the page's language: its `blocks` namespace (ICU, same
   * keys as `@storefront/blocks/messages`' English catalogue, e.g. `carousel.previous`), merged
   * over the English defaults key by key; optional: without it blocks speak English. A brand
   * adds a language by passing its own catalogue here. Blocks read it through `blockWords`.
   */
  messages?: AbstractIntlMessages;
  mode: RenderMode;
  analytics: { track(event: AnalyticsEvent): void };
  /** The shopper's session and segments (spec 3 §6). */
  session: ShopperSession;
  /** The shopper's consent (spec 3 §9 "Consent"). */
  consent: ConsentState;
  /** Decisions and test context of personalisation (spec 3 §4, §7). */
  personalisation: PersonalisationServices;
  /** The current route: page type and product or category id (spec 2 §2, spec 3 §2). */
  route: BlockRoute;
  /** Forms sent through the host: event registration, newsletter (spec 3 §3, §5); optional. */
  forms?: FormsServices;
  /** Product recommendations, upsell and quick-shop (spec 3 §3, §7, §9); optional. */
  products?: import('./products').ProductServices;
  /** User-generated-content gallery media (spec 2 §7 social media gallery); optional. */
  gallery?: GalleryService;
  /** Content search for articles (spec 3 §7); optional. */
  articles?: ArticleSearchServiceLike;
  /**
   * Loaders the host runs where the page renders (the storefront's server), so the article and
   * gallery blocks put their first items in the server HTML (SEO, no layout shift); optional:
   * without them (Storybook, the preview tool) the islands load in the browser.
   */
  prefetch?: BlockPrefetch;
  /**
   * The host's structured logger (design.md "Logging": one structured logger, also used for
   * the blocks' logs through the host); every block log goes through it. Default: one JSON line
   * on the console (`consoleBlockLog`).
   */
  log: BlockLog;
}

/**
 * Server-side loaders of {@link BlockServices.prefetch}: a block awaits them at most
 * `timeoutMs` (default 1500 ms); a failure or a timeout renders the block's shell and its
 * island loads in the browser as without them.
 */
export interface BlockPrefetch {
  articles?: ArticleSearchServiceLike;
  gallery?: GalleryService;
  /** Longest wait in ms for one block's first data (default 1500). */
  timeoutMs?: number;
}

/**
 * The default services: `en-US` / `USD`, production mode, analytics that does nothing, a guest
 * with an empty basket, required consent only in region `NORA`, no decisions, route `/`, logs as
 * JSON lines on the console.
 */
export const noopBlockServices: BlockServices = {
  locale: { tag: 'en-US', currency: 'USD', path: 'en-us' },
  mode: 'production',
  analytics: { track: () => {} },
  session: guestSession,
  consent: { categories: [consentCategories.required], region: 'NORA', preview: false },
  personalisation: { decisions: [], recalculate: () => {} },
  route: { path: '/', pageType: 'other' },
  log: consoleBlockLog,
};

/**
 * Builds a full {@link BlockServices} from the parts a host provides; the rest are no-ops.
 * @param overrides the host's implementations
 */
export function createBlockServices(overrides: Partial<BlockServices> = {}): BlockServices {
  return { ...noopBlockServices, ...overrides };
}
