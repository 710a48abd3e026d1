import type { PerformanceFigure, PerformanceSummary } from '@storefront/api-contract';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { performanceBeacons } from '../db/schema';

/** The most recent beacons a summary covers. */
export const summaryBeaconLimit = 10_000;

/** Value at percentile `p` (0-100) of sorted numbers (nearest rank). */
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/**
 * What the performance beacons measured (spec 1 §7 performance beacon): for each page and
 * metric, the count, the 75th percentile (the Core Web Vitals threshold figure), the median
 * and the maximum, over the {@link summaryBeaconLimit} most recent beacons (of `page` when
 * given). Values keep the beacon's units: ms for timings, unitless for CLS.
 */
export async function performanceSummary(db: Database, page?: string): Promise<PerformanceSummary> {
  const rows = await db
    .select({ page: performanceBeacons.page, metrics: performanceBeacons.metrics })
    .from(performanceBeacons)
    .where(page ? eq(performanceBeacons.page, page) : undefined)
    .orderBy(desc(performanceBeacons.id))
    .limit(summaryBeaconLimit);
  const values = new Map<string, { page: string; metric: string; values: number[] }>();
  for (const row of rows) {
    for (const [metric, value] of Object.entries(row.metrics)) {
      const key = `${row.page}\u0000${metric}`;
      const entry = values.get(key) ?? { page: row.page, metric, values: [] };
      entry.values.push(value);
      values.set(key, entry);
    }
  }
  const figures: PerformanceFigure[] = [...values.values()]
    .map(({ page: p, metric, values: list }) => {
      const sorted = [...list].sort((a, b) => a - b);
      return {
        page: p,
        metric,
        count: sorted.length,
        p75: percentile(sorted, 75),
        median: percentile(sorted, 50),
        max: sorted.at(-1) ?? 0,
      };
    })
    .sort((a, b) => a.page.localeCompare(b.page) || a.metric.localeCompare(b.metric));
  return { beacons: rows.length, figures };
}
