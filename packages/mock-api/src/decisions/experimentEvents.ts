import type { ExperimentEventBody } from '@storefront/api-contract';

/** One batch as the collector received it. */
export interface CollectedBatch {
  brand: string;
  /** ISO time of receipt. */
  receivedAt: string;
  events: ExperimentEventBody[];
}

/** The experiment event collector's memory (see {@link createExperimentEventStore}). */
export interface ExperimentEventStore {
  /** Keeps one batch as received (the caller validated it). */
  record(brand: string, events: ExperimentEventBody[], now: Date): void;
  /**
   * The batches of a brand, oldest first; with `userId`, only the batches holding an event of
   * that user, each with that user's events only.
   */
  batches(brand: string, userId?: string): CollectedBatch[];
}

/**
 * The experiment event collector of the reference backend (spec 3 §9 "Experiment delivery"):
 * batches are kept in memory as received, the oldest forgotten beyond `maxBatches` (default
 * 2000), so tests can read what the delivery queue sent and in which batches. Nothing is
 * decided from them.
 */
export function createExperimentEventStore(maxBatches = 2000): ExperimentEventStore {
  const kept: CollectedBatch[] = [];
  return {
    record(brand, events, now) {
      kept.push({ brand, receivedAt: now.toISOString(), events });
      if (kept.length > maxBatches) kept.splice(0, kept.length - maxBatches);
    },
    batches(brand, userId) {
      const ofBrand = kept.filter((batch) => batch.brand === brand);
      if (userId === undefined) return ofBrand;
      return ofBrand
        .map((batch) => ({ ...batch, events: batch.events.filter((e) => e.userId === userId) }))
        .filter((batch) => batch.events.length > 0);
    },
  };
}
