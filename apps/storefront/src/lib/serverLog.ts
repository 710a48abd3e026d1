import type { StorefrontLocale } from '@storefront/api-contract';
import { ApiError } from '@storefront/commerce';

/** One line of the storefront server's structured log. */
export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  /** The log event, e.g. `cart.add`, `checkout.data.unavailable`. */
  event: string;
  /** The request's locale (`siteId` and BCP 47 `locale` fields), when known. */
  locale?: StorefrontLocale;
  /** The failure, if any: `status`, `errorId`, `correlationId` (an `ApiError`) and `message`. */
  error?: unknown;
  /**
   * Further fields of the line (`call`, `slug`, `id`, ...; JSON values); `undefined` ones are
   * left out. As wide as the blocks' `BlockLogEntry` fields, so `logEvent` is their `BlockLog`.
   */
  fields?: Record<string, unknown>;
}

/**
 * The storefront server's one structured logger (design.md "Logging"): writes one JSON line on
 * stderr with `level`, `event`, the given fields, `siteId` and `locale` (BCP 47 tag) and, from
 * an `ApiError`, `status`, `errorId` and `correlationId`; then the error's `message`. Every
 * server-side log line of the storefront goes through here (no hand-written JSON lines).
 */
export function logEvent({ level, event, locale, error, fields }: LogEntry): void {
  const apiError = error instanceof ApiError ? error : undefined;
  const line = {
    level,
    event,
    ...fields,
    siteId: locale?.siteId,
    locale: locale?.tag,
    status: apiError?.status,
    errorId: apiError?.errorId,
    correlationId: apiError?.correlationId,
    message:
      error === undefined ? undefined : error instanceof Error ? error.message : String(error),
  };
  const text = JSON.stringify(line);
  if (level === 'info') console.info(text);
  else console.error(text);
}

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
 * Logs a failed server-side call that the page survives (it renders without the data) through
 * {@link logEvent}: `warn` for API404 (an expected absence), else `error`, unless `level` says.
 */
export function logUnavailable({ event, locale, error, level, fields }: UnavailableEntry): void {
  const apiError = error instanceof ApiError ? error : undefined;
  logEvent({
    level: level ?? (apiError?.errorId === 'API404' ? 'warn' : 'error'),
    event,
    locale,
    error,
    ...(fields ? { fields } : {}),
  });
}
