import type { DecideRequest } from '@storefront/api-contract';

/** One decision request as the engine received it (after validation). */
export interface ReceivedDecisionRequest {
  brand: string;
  /** ISO time of receipt. */
  receivedAt: string;
  request: DecideRequest;
}

/** The decision engine's memory of its requests (see {@link createDecisionRequestStore}). */
export interface DecisionRequestStore {
  /** Keeps one valid request as received. */
  record(brand: string, request: DecideRequest, now: Date): void;
  /**
   * The requests of a brand, oldest first; with `userId`, only those of that shopper (its
   * `customerId`, else its `monetateId`).
   */
  requests(brand: string, userId?: string): ReceivedDecisionRequest[];
}

/**
 * What the reference decision engine was asked (spec 3 §7 "Decision service call": customerId,
 * channel, events such as the page's products of spec 2 §9), kept in memory so a running-page
 * test can read it; the oldest forgotten beyond `maxRequests` (default 2000). Nothing is
 * decided from it.
 */
export function createDecisionRequestStore(maxRequests = 2000): DecisionRequestStore {
  const kept: ReceivedDecisionRequest[] = [];
  return {
    record(brand, request, now) {
      kept.push({ brand, receivedAt: now.toISOString(), request });
      if (kept.length > maxRequests) kept.splice(0, kept.length - maxRequests);
    },
    requests(brand, userId) {
      return kept.filter(
        (entry) =>
          entry.brand === brand &&
          (userId === undefined ||
            (entry.request.customerId ?? entry.request.monetateId) === userId),
      );
    },
  };
}
