import type * as z from 'zod';
import { validateAnswer } from '../catalog/validate';
import type { ApiClient, ApiRequestOptions, HttpMethod } from './client';

/** The shopper's access token, or a function read on every call (tokens are refreshed server side). */
export type AccessTokenSource = string | (() => string | undefined);

/** A schema-validated call with the shopper's token: see {@link callWithToken}. */
export type TokenCall = <S extends z.ZodType>(
  schema: S,
  method: HttpMethod,
  path: string,
  request?: ApiRequestOptions,
) => Promise<z.infer<S>>;

/** The request headers with `authorization: Bearer <token>` added when a token is known. */
export function withBearer(
  headers: Record<string, string> | undefined,
  accessToken: AccessTokenSource | undefined,
): Record<string, string> {
  const token = typeof accessToken === 'function' ? accessToken() : accessToken;
  return { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
}

/**
 * One call of the cart, checkout or consumer services (spec 1 §7, spec 2 §7): sends the
 * request through the API client (contract headers, locale, the client's error mapping to
 * `ApiError`) with `Authorization: Bearer <token>` when a token is known (the request's own
 * headers kept), and validates the answer with its contract schema.
 * @throws ApiError the server's code (e.g. `AUT401` without a token, `BSK404`), or `GEN500`
 *   (status 200) when the answer is off contract.
 */
export async function callWithToken<S extends z.ZodType>(
  client: ApiClient,
  accessToken: AccessTokenSource | undefined,
  schema: S,
  method: HttpMethod,
  path: string,
  request: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  const headers = withBearer(request.headers, accessToken);
  const data = await client.request<unknown>(method, path, { ...request, headers });
  return validateAnswer(schema, data, method, path);
}

/**
 * {@link callWithToken} bound to a client and a token source, as the services use it:
 * `const call = tokenCaller(client, options.accessToken); call(basketSchema, 'GET', path)`.
 */
export function tokenCaller(
  client: ApiClient,
  accessToken: AccessTokenSource | undefined,
): TokenCall {
  return (schema, method, path, request) =>
    callWithToken(client, accessToken, schema, method, path, request);
}
