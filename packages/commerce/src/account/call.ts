import type * as z from 'zod';
import type { ApiClient, ApiRequestOptions, HttpMethod } from '../api/client';
import { validateAnswer } from '../catalog/validate';

/** The shopper's access token, or a function read on every call (tokens get refreshed). */
export type AccessTokenSource = string | (() => string | undefined);

/**
 * One schema-validated call, with `Authorization: Bearer <token>` when a token is known.
 * @throws ApiError the server's code, or `GEN500` when the answer is off contract.
 */
export async function callWithToken<S extends z.ZodType>(
  client: ApiClient,
  accessToken: AccessTokenSource | undefined,
  schema: S,
  method: HttpMethod,
  path: string,
  request: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  const token = typeof accessToken === 'function' ? accessToken() : accessToken;
  const headers = { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) };
  const data = await client.request<unknown>(method, path, { ...request, headers });
  return validateAnswer(schema, data, method, path);
}
