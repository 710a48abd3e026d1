import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The mock API mode's path prefix (spec 1 §2: "A mock API mode routes calls to a mock path
 * prefix; it is disabled in production"): a storefront in the mode (commerce `apiBaseUrlFrom`,
 * `API_MOCK_MODE=1`) calls `/mock/cart/v1/…`; this server answers it as `/cart/v1/…` and marks
 * the answer `x-mock-mode: on`. With `NODE_ENV=production` the prefix is not served: its paths
 * are unknown (404 `API404`, like any other).
 */
export const mockModePrefix = '/mock';

/** The response header that marks an answer of the mock API mode. */
export const mockModeHeader = 'x-mock-mode';

const marked = new WeakSet<IncomingMessage>();

/**
 * Fastify's `rewriteUrl`: strips {@link mockModePrefix} (outside production) and remembers the
 * request, so {@link installMockMode} marks its answer.
 */
export function mockModeRewrite(
  request: IncomingMessage,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const url = request.url ?? '/';
  if (env.NODE_ENV === 'production') return url;
  const match = /^\/mock(?=\/|\?|$)/.exec(url);
  if (!match) return url;
  marked.add(request);
  const rest = url.slice(match[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Marks every answer of a request that came under the mock path prefix. */
export function installMockMode(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (marked.has(request.raw)) reply.header(mockModeHeader, 'on');
    return payload;
  });
}
