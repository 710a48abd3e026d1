import type { ErrorCode } from '@storefront/api-contract';

/** The `appId` the mock API puts in every error envelope. */
export const mockApiAppId = 'storefront-mock-api';

/**
 * An error a route throws to answer with the error envelope (spec 1 §3):
 * `status` is the HTTP status, `errorId` the catalogue code of spec 1 §8 / spec 2 §8,
 * `details` the values the message names (extra fields of the error detail, spec 1 §8
 * "general placeholders"), e.g. `{ maxQuantity: 2 }` for INV407.
 */
export class ApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errorId: ErrorCode,
    message: string,
    readonly details?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'ApiHttpError';
  }
}
