import type { ContentDocument } from '@storefront/api-contract';
import { demoArticles, demoGalleryMedia } from '@storefront/blocks/fixtures';
import type { BlockServices } from '@storefront/blocks/services';
import {
  createFormsSimulator,
  createServicesSimulator,
  type ServicesSimulatorOptions,
  simulateArticles,
  simulatedProfile,
  simulateGallery,
} from '@storefront/blocks/services';
import { hostBlockWords } from './hostWords';
import { previewLog } from './log';
import type { ShowcaseQuery } from './query';
import { sessionFromFlags } from './segments';

/**
 * The serialisable description of the simulated services of a view: what the server render
 * and the client re-render of edited JSON both build their {@link BlockServices} from.
 */
export interface PreviewSimulation {
  options: ServicesSimulatorOptions;
  locale: BlockServices['locale'];
  /** The storefront's `blocks` words of the locale's language (none for English). */
  messages?: BlockServices['messages'];
}

/** The storefront path a document lives at (the route of its services), e.g. `/en-us/about`. */
export function documentPath(
  document: Pick<ContentDocument, 'docType' | 'slug'>,
  localePath: string,
): string {
  if (document.docType === 'page') {
    return document.slug === 'home' ? `/${localePath}` : `/${localePath}/${document.slug}`;
  }
  if (document.docType === 'category') return `/${localePath}/c/${document.slug}`;
  if (document.docType === 'product') return `/${localePath}/p/${document.slug}`;
  return `/${localePath}`;
}

/**
 * The simulation of a view (spec 3 §2, §4, §9): preview mode (so consent is assumed, spec 3 §9
 * "Personalisation": "Consent is assumed … in preview mode"), the session of the segment
 * simulator, the forced variants (`p13n_testcontext`) and no decisions (the baseline shows
 * unless a variant is forced), the locale's region, the document's route, and the storefront's
 * words for the blocks in the locale's language (`hostBlockWords`).
 */
export function previewSimulation(query: ShowcaseQuery, path: string): PreviewSimulation {
  const messages = hostBlockWords(query.locale.path);
  return {
    options: {
      mode: 'preview',
      session: sessionFromFlags(query.segments),
      region: query.locale.region,
      ...(query.testContext ? { testContext: query.testContext } : {}),
      path,
    },
    locale: { tag: query.locale.tag, currency: query.locale.currency, path: query.locale.path },
    ...(messages ? { messages } : {}),
  };
}

/**
 * The block services of a simulation (analytics events are dropped). Blocks that load data
 * through the host get the blocks package's simulators with its demo data: recommendations and
 * upsell (`products`), the gallery and article search (`gallery`, `articles`) and the forms of the
 * dialog block (`forms`: a signed-in demo shopper; nothing is sent anywhere). The blocks log
 * through the tool's logger (`previewLog`).
 */
export function simulatedServices(simulation: PreviewSimulation): BlockServices {
  return {
    ...createServicesSimulator({
      gallery: simulateGallery(demoGalleryMedia),
      articles: simulateArticles(demoArticles),
      forms: createFormsSimulator({ profile: simulatedProfile }),
      ...simulation.options,
    }),
    locale: simulation.locale,
    log: previewLog,
    ...(simulation.messages ? { messages: simulation.messages } : {}),
  };
}
