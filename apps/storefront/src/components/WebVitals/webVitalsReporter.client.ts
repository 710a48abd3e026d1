'use client';
import type { PerformanceBeacon } from '@storefront/api-contract';
import { analyticsAllowed } from '../ConsentBanner/consentCookie.client';

/** The storefront's relay of the performance beacon (app/api/performance, spec 1 §7). */
export const performanceBeaconPath = '/api/performance';

/** A measurement as the `web-vitals` package reports it (its `Metric`, the fields read). */
export interface VitalMeasurement {
  name: string;
  /** Milliseconds for timings (LCP, FCP, TTFB, INP), unitless for CLS. */
  value: number;
}

/** What a {@link createVitalsReporter} needs from its page. */
export interface VitalsReporterOptions {
  /** The path measured (the page the document was loaded for). */
  page: string;
  /** Whether the beacon may leave the page now: {@link analyticsAllowed} by default (`C0002`). */
  allowed?: () => boolean;
  /** Sends one beacon: {@link sendBeacon} by default. */
  send?: (beacon: PerformanceBeacon) => void;
}

/** A page's Core Web Vitals collector: metrics are kept until {@link VitalsReporter.flush}. */
export interface VitalsReporter {
  /** Keeps the latest value of a metric (a value that is not finite or is negative is ignored). */
  record: (metric: VitalMeasurement) => void;
  /**
   * Sends what was recorded since the last beacon, only with analytics consent (spec 3 §9:
   * performance and analytics, `C0002`, where the site asks for consent): without it nothing
   * leaves the page and the figures stay for a later flush (the shopper may accept before
   * leaving). @returns whether a beacon was sent
   */
  flush: () => boolean;
}

/** Posts a beacon to the storefront's relay; survives the page being hidden or unloaded. */
export function sendBeacon(beacon: PerformanceBeacon): void {
  const body = JSON.stringify(beacon);
  const blob = new Blob([body], { type: 'application/json' });
  if (
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(performanceBeaconPath, blob)
  )
    return;
  void fetch(performanceBeaconPath, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * The consent-gated collector of one page's field measurements (spec 1 §7 performance beacon;
 * consent: spec 3 §9).
 */
export function createVitalsReporter(options: VitalsReporterOptions): VitalsReporter {
  const allowed = options.allowed ?? analyticsAllowed;
  const send = options.send ?? sendBeacon;
  const pending = new Map<string, number>();
  return {
    record(metric) {
      if (Number.isFinite(metric.value) && metric.value >= 0)
        pending.set(metric.name, metric.value);
    },
    flush() {
      if (pending.size === 0 || !allowed()) return false;
      send({ page: options.page, metrics: Object.fromEntries(pending) });
      pending.clear();
      return true;
    },
  };
}
