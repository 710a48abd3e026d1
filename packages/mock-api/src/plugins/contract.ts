import { randomUUID } from 'node:crypto';
import {
  errorEnvelope,
  findHeaderProblem,
  isErrorCode,
  localeQueryParam,
  requestHeaders,
} from '@storefront/api-contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError, mockApiAppId } from '../errors';
import { mockErrorHeader, simulatedFailure } from './simulate';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's `x-correlation-id`, or a fresh one when it had none. */
    correlationId: string;
  }
}

/** Paths that need no contract headers: the health check and demo media. */
export function isExemptPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return pathname === '/health' || pathname.startsWith('/media/');
}

function sendEnvelope(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  errorId: string,
  message: string,
) {
  return reply
    .code(status)
    .type('application/json')
    .send(errorEnvelope(mockApiAppId, request.correlationId, errorId, message));
}

/** Whether an `Accept` header admits JSON: absent, any type, `application/*` or `application/json`. */
export function acceptsJson(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept.split(',').some((part) => {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) return false;
    return ['*/*', 'application/*', 'application/json'].includes(range.trim());
  });
}

/** Compiles a fastify route path (`/a/:b/*`) into a regular expression on the pathname. */
function routePattern(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) =>
      part === '*'
        ? '.*'
        : part.startsWith(':')
          ? '[^/]+'
          : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Installs the cross-cutting rules of the contract (spec 1 §3, §7):
 * - echoes the correlation id on every response (`x-correlation-id`);
 * - rejects a request without a required header or the `locale` query: 400 `API400`
 *   naming it (`/health`, `/media/*` and CORS preflights are exempt);
 * - an `Accept` header that admits no JSON: 406 `API406`;
 * - `x-mock-error: <code>`: the simulated failure of `simulate.ts`;
 * - unknown route: 404 `API404`; known path, wrong method: 405 `API405`; a body that is not
 *   JSON: 415 `API415`;
 * - unhandled error: 500 `GEN500`; fastify's own 4xx map to `API4xx` codes.
 * Call before registering routes: it records them to tell 404 from 405.
 */
export function installContract(app: FastifyInstance): void {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    // CORS preflight routes (`OPTIONS *`) say nothing about the methods a path serves.
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => method !== 'OPTIONS',
    );
    if (methods.length > 0)
      routes.push({ pattern: routePattern(route.url), methods: new Set(methods) });
  });

  app.decorateRequest('correlationId', '');
  app.addHook('onRequest', async (request, reply) => {
    const given = request.headers[requestHeaders.correlationId];
    const id = (Array.isArray(given) ? given[0] : given)?.trim();
    request.correlationId = id || randomUUID();
    reply.header(requestHeaders.correlationId, request.correlationId);

    if (request.method === 'OPTIONS' || isExemptPath(request.url)) return;
    const query = request.query as Record<string, unknown> | undefined;
    const locale = query?.[localeQueryParam];
    const problem = findHeaderProblem(
      request.headers,
      typeof locale === 'string' ? locale : undefined,
    );
    if (problem) {
      const what = problem.name === localeQueryParam ? 'query parameter' : 'header';
      const message = `${problem.reason === 'missing' ? 'Missing required' : 'Invalid'} ${what}: ${problem.name}`;
      return sendEnvelope(request, reply, 400, 'API400', message);
    }
    if (!acceptsJson(request.headers.accept)) {
      return sendEnvelope(request, reply, 406, 'API406', 'The API answers application/json only');
    }
    const pathname = request.url.split('?')[0] ?? request.url;
    const simulated = simulatedFailure(request.headers[mockErrorHeader], pathname);
    if (simulated) {
      return sendEnvelope(request, reply, simulated.status, simulated.errorId, simulated.message);
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? request.url;
    const allowed = routes.filter((r) => r.pattern.test(pathname)).flatMap((r) => [...r.methods]);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', [...new Set(allowed)].join(', '));
      return sendEnvelope(request, reply, 405, 'API405', `Method ${request.method} not allowed`);
    }
    return sendEnvelope(request, reply, 404, 'API404', `Not found: ${pathname}`);
  });

  app.setErrorHandler((error: FastifyError | ApiHttpError, request, reply) => {
    if (error instanceof ApiHttpError) {
      return sendEnvelope(request, reply, error.status, error.errorId, error.message);
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status >= 400 && status < 500) {
      const code = `API${status}`;
      return sendEnvelope(
        request,
        reply,
        status,
        isErrorCode(code) ? code : 'API400',
        error.message,
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(request, reply, 500, 'GEN500', 'An unexpected error occurred');
  });
}
