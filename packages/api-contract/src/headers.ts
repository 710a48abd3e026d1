import * as z from 'zod';
import { findLocaleByTag } from './locales';

/**
 * Request header names of the backend contract (spec 1 §7, spec 2 §7). Every request
 * carries all of them except the user session id, plus the `locale` query.
 */
export const requestHeaders = {
  siteId: 'x-site-id',
  channel: 'x-channel',
  brand: 'x-brand',
  region: 'x-region',
  source: 'x-source',
  clientApp: 'x-client-app',
  transactionId: 'x-transaction-id',
  correlationId: 'x-correlation-id',
  userSessionId: 'x-user-session-id',
  /** Add-to-cart calls only: a UUID per shopper action, reused on its retry (spec 3 §4). */
  idempotencyKey: 'idempotency-key',
  /** Sign-up only: the page's `leadSource` query (spec 3 §2 "Sign-up page"). */
  leadSource: 'source',
} as const;

/** Name of the query parameter that carries the BCP 47 locale tag, e.g. `?locale=en-US`. */
export const localeQueryParam = 'locale';

/** Channel values (spec 1 §9): `MAPP` for a mobile-app webview, else `ECOMM`. */
export const channels = ['ECOMM', 'MAPP'] as const;
/** A request channel. */
export type Channel = (typeof channels)[number];

/** The fixed source header value (spec 2 §7). */
export const requestSource = 'ECOM15';

/** Names of the headers every request must carry, in the order they are checked. */
export const requiredRequestHeaders = [
  requestHeaders.siteId,
  requestHeaders.channel,
  requestHeaders.brand,
  requestHeaders.region,
  requestHeaders.source,
  requestHeaders.clientApp,
  requestHeaders.transactionId,
  requestHeaders.correlationId,
] as const;

const nonEmpty = z.string().trim().min(1);

/**
 * Schema of the contract headers of a request (lower-case names, as Node and fetch give
 * them). Unknown headers pass through. The first issue's path names the failing header.
 */
export const requestHeadersSchema = z.looseObject({
  [requestHeaders.siteId]: nonEmpty,
  [requestHeaders.channel]: z.enum(channels),
  [requestHeaders.brand]: nonEmpty,
  [requestHeaders.region]: nonEmpty,
  [requestHeaders.source]: z.literal(requestSource),
  [requestHeaders.clientApp]: nonEmpty,
  [requestHeaders.transactionId]: nonEmpty,
  [requestHeaders.correlationId]: nonEmpty,
  [requestHeaders.userSessionId]: nonEmpty.optional(),
});

/** The contract headers of a request, as validated by {@link requestHeadersSchema}. */
export type RequestHeaders = z.infer<typeof requestHeadersSchema>;

/** Schema of the `locale` query: a BCP 47 tag of a served locale (see `storefrontLocales`). */
export const localeQuerySchema = z
  .string()
  .refine((tag) => findLocaleByTag(tag) !== undefined, { message: 'Unsupported locale' });

/** Result of {@link findHeaderProblem}: which header is wrong and why. */
export interface HeaderProblem {
  /** Header name, or `locale` for the query parameter. */
  name: string;
  /** `missing` when absent or empty, `invalid` when present with a wrong value. */
  reason: 'missing' | 'invalid';
}

/**
 * Checks the contract headers and the locale query of a request (spec 1 §7).
 * @param headers lower-case header names to values (arrays take their first value)
 * @param locale the `locale` query value, if any
 * @returns the first problem found, or `undefined` when the request is valid.
 */
export function findHeaderProblem(
  headers: Record<string, string | string[] | undefined>,
  locale: string | undefined,
): HeaderProblem | undefined {
  const flat: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers)) {
    flat[name.toLowerCase()] = Array.isArray(value) ? value[0] : value;
  }
  for (const name of requiredRequestHeaders) {
    const value = flat[name];
    if (value === undefined || value.trim() === '') return { name, reason: 'missing' };
  }
  const parsed = requestHeadersSchema.safeParse(flat);
  if (!parsed.success) {
    const name = String(parsed.error.issues[0]?.path[0] ?? 'headers');
    return { name, reason: 'invalid' };
  }
  if (locale === undefined || locale.trim() === '') {
    return { name: localeQueryParam, reason: 'missing' };
  }
  if (!localeQuerySchema.safeParse(locale).success) {
    return { name: localeQueryParam, reason: 'invalid' };
  }
  return undefined;
}
