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
  details?: Record<string, string | number>,
) {
  return reply
    .code(status)
    .type('application/json')
    .send(errorEnvelope(mockApiAppId, request.correlationId, errorId, message, details));
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

/**
 * The path of the first string (or object key) holding a NUL character (U+0000) in `value`,
 * e.g. `profile.firstName` or `message[1]`; `prefix` names `value` itself. Null when none.
 * PostgreSQL text cannot hold NUL, and no field of the contract needs one.
 */
export function findNulField(value: unknown, prefix = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? prefix || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findNulField(entry, `${prefix}[${index}]`);
      if (found) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, entry] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (key.includes('\u0000')) return name.replaceAll('\u0000', '\\u0000');
    const found = findNulField(entry, name);
    if (found) return found;
  }
  return null;
}

/** SQLSTATE of a database error (`error.code`, or its cause's: drizzle wraps driver errors). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
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
 *   JSON: 415 `API415`; a body over the limit (1 MiB): 413 `API400` "Request body too large";
 * - a NUL character in a string of the JSON body, the query or the path (or in a key): 400
 *   `API400` naming the field, before any handler runs;
 * - a value the database refuses (SQLSTATE class 22, data exception: out of range, bad
 *   format): 400 `API400`;
 * - unhandled error: 500 `GEN500`; fastify's own 4xx map to `API4xx` codes (429 `API429`).
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

  app.addHook('preValidation', async (request, reply) => {
    const field =
      findNulField(request.params) ?? findNulField(request.query) ?? findNulField(request.body);
    if (field) {
      return sendEnvelope(
        request,
        reply,
        400,
        'API400',
        `Invalid character (NUL) in field: ${field}`,
      );
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
      return sendEnvelope(
        request,
        reply,
        error.status,
        error.errorId,
        error.message,
        error.details,
      );
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status === 413) {
      return sendEnvelope(request, reply, 413, 'API400', 'Request body too large');
    }
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
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return sendEnvelope(request, reply, 400, 'API400', 'Invalid value in the request');
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendEnvelope(request, reply, 500, 'GEN500', 'An unexpected error occurred');
  });
}
