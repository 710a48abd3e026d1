import type { StorefrontLocale } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';

/** What {@link logUnavailable} writes besides the error's own fields. */
export interface UnavailableEntry {
  /** The log event, e.g. `content.unavailable`, `catalog.unavailable`. */
  event: string;
  locale: StorefrontLocale;
  error: unknown;
  /** `warn` for an expected absence; default: `warn` for API404 (spec 1 §8), else `error`. */
  level?: 'warn' | 'error';
  /** Further fields of the line (`call`, `slug`, `id`, ...); `undefined` ones are left out. */
  fields?: Record<string, string | undefined>;
}

/**
 * Logs a failed server-side call that the page survives (it renders without the data) as one
 * JSON line on stderr: `level`, `event`, the given fields, `siteId`, `locale` (BCP 47 tag) and,
 * from an `ApiError`, `status`, `errorId` and `correlationId`; then the error's `message`.
 */
export function logUnavailable({ event, locale, error, level, fields }: UnavailableEntry): void {
  const apiError = error instanceof ApiError ? error : undefined;
  console.error(
    JSON.stringify({
      level: level ?? (apiError?.errorId === 'API404' ? 'warn' : 'error'),
      event,
      ...fields,
      siteId: locale.siteId,
      locale: locale.tag,
      status: apiError?.status,
      errorId: apiError?.errorId,
      correlationId: apiError?.correlationId,
      message: error instanceof Error ? error.message : String(error),
    }),
  );
}
