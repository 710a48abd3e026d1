import * as z from 'zod';

/**
 * The performance beacon (spec 1 §7 "Optional: POST /fapi/performance/ingest (performance
 * beacon)"): field measurements of a page, the Core Web Vitals the browser reports with the
 * `web-vitals` package, sent only with the shopper's performance and analytics consent
 * (`C0002`, spec 3 §9) where consent is required.
 */

/** Paths of the performance beacon and its operator read. */
export const performancePaths = {
  /** POST {@link PerformanceBeacon} → 202 `{ id }`; 400 `API400` bad body; 429 `API429`. */
  ingest: '/fapi/performance/ingest',
  /**
   * GET `?page=` (optional) → {@link PerformanceSummary}: what the beacons measured, per page
   * and metric. An operator's read: not registered when `NODE_ENV=production`.
   */
  summary: '/dev/performance',
} as const;

/** The Core Web Vitals and the other metrics of the `web-vitals` package. */
export const webVitalNames = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'] as const;
/** A metric the `web-vitals` package reports. */
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * One page view's measurements: `page` is the path measured (no query, at most 2,000
 * characters); `metrics` maps a metric name (1-40 characters, e.g. {@link webVitalNames}) to
 * its value: milliseconds for timings (LCP, FCP, TTFB, INP), unitless for CLS; 1 to 50
 * metrics, finite and not negative.
 */
export const performanceBeaconSchema = z.object({
  page: z.string().min(1).max(2000),
  metrics: z
    .record(z.string().min(1).max(40), z.number().finite().min(0))
    .refine((m) => Object.keys(m).length >= 1 && Object.keys(m).length <= 50, {
      message: 'between 1 and 50 metrics',
    }),
});
/** A performance beacon. */
export type PerformanceBeacon = z.infer<typeof performanceBeaconSchema>;

/** Figures of one metric of one page over the beacons received (same units as the beacon). */
export interface PerformanceFigure {
  page: string;
  metric: string;
  /** Beacons that carried the metric. */
  count: number;
  /** 75th percentile (nearest rank): the figure Core Web Vitals are judged on. */
  p75: number;
  median: number;
  max: number;
}

/** Answer of the operator's read: figures per page and metric, sorted by page then metric. */
export interface PerformanceSummary {
  /** Beacons counted. */
  beacons: number;
  figures: PerformanceFigure[];
}
