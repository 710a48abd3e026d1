import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { defaultLocalePath, safeRedirectPath } from '@storefront/api-contract';
import { draftMode } from 'next/headers';
import { type PreviewQuery, readPreviewQuery, type SearchParams } from './preview';

/**
 * Draft mode (design.md "Security rules"): preview content (`preview`, `previewDateTime`,
 * `p13n_testcontext`, `segments`, spec 3 §2) shows only to an editor whose browser entered
 * Next's draft mode through `/api/draft?secret=…&path=…` with the editors' secret
 * (`PREVIEW_SECRET`). Draft responses are not cached and not indexed.
 */

/** Shortest `PREVIEW_SECRET` accepted, in characters; a shorter one never opens draft mode. */
export const minPreviewSecretLength = 32;

/** Headers of every draft-mode answer: never stored by a cache, never indexed. */
export const draftResponseHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
} as const;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the editors' secret, compared in constant time (SHA-256 digests of both, so
 * neither the length nor a prefix leaks through timing).
 * @param given the `secret` query value (anything)
 * @param expected `PREVIEW_SECRET`; unset or shorter than {@link minPreviewSecretLength}: never
 */
export function isPreviewSecret(given: unknown, expected: string | undefined): boolean {
  if (!expected || expected.length < minPreviewSecretLength) return false;
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/** What `/api/draft` answers: the path to open in draft mode, or a refusal (401). */
export type DraftEntry = { ok: true; path: string } | { ok: false; status: 401; message: string };

/**
 * Checks an `/api/draft?secret=…&path=…` request: the secret (see {@link isPreviewSecret}) and
 * the page to open, a same-origin path under a locale (`safeRedirectPath`; the default locale's
 * home otherwise).
 * @param url the request URL
 * @param expected `PREVIEW_SECRET`
 * @returns `{ ok: true, path }` or `{ ok: false, status: 401, message }`
 */
export function checkDraftEntry(url: URL, expected: string | undefined): DraftEntry {
  if (!isPreviewSecret(url.searchParams.get('secret'), expected)) {
    return {
      ok: false,
      status: 401,
      message: 'Preview needs the editors’ secret: open it from the preview tool (PREVIEW_SECRET).',
    };
  }
  return { ok: true, path: safeRedirectPath(url.searchParams.get('path'), defaultLocalePath) };
}

/** Whether the current request is in draft mode (Next's `draftMode()`, its signed cookie). */
export async function isDraftMode(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}

/** The page's preview settings: {@link readPreviewQuery} with the request's draft mode. */
export async function previewQueryOf(searchParams: SearchParams): Promise<PreviewQuery> {
  return readPreviewQuery(searchParams, await isDraftMode());
}

/**
 * The page query, read only in draft mode: a content page (home, `[...rest]`, the journal and
 * its articles) depends on its query only for preview (`preview`, `previewDateTime`,
 * `p13n_testcontext`, `segments`), so outside draft mode it reads none and can be prerendered
 * and served from the cache (design.md "Data flows", caching); a draft-mode request is rendered
 * per request anyway.
 * @param searchParams the page's `searchParams` prop (not awaited outside draft mode)
 * @returns the query in draft mode, else `{}`
 */
export async function draftQuery(searchParams: Promise<SearchParams>): Promise<SearchParams> {
  return (await isDraftMode()) ? await searchParams : {};
}
