import type { BlockLog } from '../renderer/log';
import type { ConsentCategory } from './consent';
import type { ArticleSearchServiceLike, GalleryService } from './editorial';
import type { FormsServices } from './forms';
import type { PersonalisationDecision, PersonalisationTestContext } from './personalisation';
import { createProductsSimulator } from './products';
import { createRoute } from './route';
import { guestSession, type ShopperSession } from './session';
import { type AnalyticsEvent, type BlockServices, createBlockServices } from './types';

/** What a simulator may set; everything else takes the no-op defaults. */
export interface ServicesSimulatorOptions {
  mode?: BlockServices['mode'];
  /** Session flags to set on top of a guest session. */
  session?: Partial<ShopperSession>;
  /** Accepted consent categories (default: required only). */
  consent?: readonly ConsentCategory[];
  /** Contract region (default `NORA`: consent assumed). */
  region?: string;
  decisions?: readonly PersonalisationDecision[];
  testContext?: PersonalisationTestContext;
  /** The current path (default `/en-us`). */
  path?: string;
  /** Receives every analytics event (e.g. a Storybook `fn()`). */
  onTrack?: (event: AnalyticsEvent) => void;
  /** Receives recalculate requests. */
  onRecalculate?: (experienceId: string) => void;
  /** Forms services, e.g. `createFormsSimulator()` (default: none, forms show their no-data state). */
  forms?: FormsServices;
  /** Gallery and article search, e.g. `simulateGallery(media)`, `simulateArticles(list)`. */
  gallery?: GalleryService;
  articles?: ArticleSearchServiceLike;
  /** The locale (default `en-US`, `USD`, `en-us`). */
  locale?: BlockServices['locale'];
  /** The host's `blocks` words of that locale's language (default: the English defaults). */
  messages?: BlockServices['messages'];
  /** Receives every block log entry (e.g. a test's `vi.fn()`; default: the console logger). */
  log?: BlockLog;
}

/**
 * Services for Storybook, tests and the preview tool (design.md: hosts other than the storefront
 * implement the services with simulators). Pure data plus the callbacks given.
 */
export function createServicesSimulator(options: ServicesSimulatorOptions = {}): BlockServices {
  const mode = options.mode ?? 'production';
  return createBlockServices({
    mode,
    analytics: { track: (event) => options.onTrack?.(event) },
    session: { ...guestSession, ...options.session },
    consent: {
      categories: ['C0001', ...(options.consent ?? []).filter((c) => c !== 'C0001')],
      region: options.region ?? 'NORA',
      preview: mode === 'preview',
    },
    personalisation: {
      decisions: options.decisions ?? [],
      ...(options.testContext ? { testContext: options.testContext } : {}),
      recalculate: (experienceId) => options.onRecalculate?.(experienceId),
    },
    route: createRoute(options.path ?? '/en-us'),
    products: createProductsSimulator(),
    ...(options.forms ? { forms: options.forms } : {}),
    ...(options.gallery ? { gallery: options.gallery } : {}),
    ...(options.articles ? { articles: options.articles } : {}),
    ...(options.locale ? { locale: options.locale } : {}),
    ...(options.messages ? { messages: options.messages } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
}

/** A decision result for simulators and tests (spec 3 §3 result fields). */
export function simulatedDecision(
  experienceId: string,
  variantLabel: string,
  extra: Partial<PersonalisationDecision> = {},
): PersonalisationDecision {
  return {
    experience_id: experienceId,
    experience_name: `Experience ${experienceId}`,
    experience_label: experienceId,
    variant_label: variantLabel,
    actionId: `action-${experienceId}`,
    component: 'experience',
    items: [],
    ...extra,
  };
}
