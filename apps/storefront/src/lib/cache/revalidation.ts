import {
  type RevalidationRequest,
  revalidationMaxSkewMs,
  revalidationRequestSchema,
  revalidationSignatureHeader,
  verifyRevalidation,
} from '@storefront/api-contract';

/** What {@link checkRevalidation} decides: the tags to drop, or the refusal to answer. */
export type RevalidationCheck =
  | { ok: true; request: RevalidationRequest }
  | { ok: false; status: 400 | 401 | 503; errorId: string; message: string };

/**
 * Checks a `POST /api/revalidate` call (design.md "Data flows", caching): the storefront's
 * `REVALIDATE_SECRET` must be set (else 503 `API503`: the route is off), the
 * `x-revalidate-signature` header must be the hex HMAC-SHA256 of the exact body with it (else
 * 401 `AUT401`), and the body must be `{ tags: string[1..128], timestamp }` signed within
 * {@link revalidationMaxSkewMs} of `now` (else 400 `API400`). The signature is checked before
 * the body is parsed, so an unsigned caller learns nothing about the schema.
 * @param secret the storefront's `REVALIDATE_SECRET` (undefined: not configured)
 * @param body the request body as received (the signed bytes)
 * @param signature the signature header's value
 * @param now the current time, ms since epoch
 */
export async function checkRevalidation(
  secret: string | undefined,
  body: string,
  signature: string | null,
  now: number,
): Promise<RevalidationCheck> {
  if (!secret) {
    return { ok: false, status: 503, errorId: 'API503', message: 'Revalidation is not configured' };
  }
  if (!(await verifyRevalidation(secret, body, signature))) {
    return {
      ok: false,
      status: 401,
      errorId: 'AUT401',
      message: `Missing or wrong ${revalidationSignatureHeader}`,
    };
  }
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400, errorId: 'API400', message: 'The body is not JSON' };
  }
  const parsed = revalidationRequestSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, status: 400, errorId: 'API400', message: 'Invalid revalidation request' };
  }
  if (Math.abs(now - parsed.data.timestamp) > revalidationMaxSkewMs) {
    return { ok: false, status: 400, errorId: 'API400', message: 'Stale revalidation request' };
  }
  return { ok: true, request: parsed.data };
}
