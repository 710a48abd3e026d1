'use client';
import type { AnalyticsEvent } from '@storefront/blocks/services';
import { analyticsAllowed } from '../../components/ConsentBanner/consentCookie.client';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes an analytics event to `window.dataLayer` (spec 3 §9 "Analytics"), the one dispatcher a
 * tag manager reads; only with performance and analytics consent (`C0002`) where consent is
 * asked (EMEA, spec 3 §9 "Consent"): an event before it is dropped, not queued. An experience's
 * page event (`trackingEvent` on click, spec 3 §7) also goes to the experiment delivery queue
 * (spec 3 §9), whose module loads with the first such event.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  if (!analyticsAllowed()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: event.name,
    ...(event.blockType ? { blockType: event.blockType } : {}),
    ...(event.blockId ? { blockId: event.blockId } : {}),
    ...event.data,
  });
  if (event.blockType === 'experience' && typeof event.data?.experienceId === 'string') {
    const tags = { ...event.data };
    void import('./experimentDelivery.client')
      .then((delivery) => delivery.enqueueExperimentEvent(event.name, tags))
      .catch(() => undefined);
  }
}
