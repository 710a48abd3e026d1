import type { FastifyRequest } from 'fastify';
import type * as z from 'zod';
import { parseBody } from '../../catalog/http';
import type { Database } from '../../db/client';
import type { RevalidationNotifier } from '../../revalidation/notifier';

/** Options of the checkout routes. */
export interface CheckoutRoutesOptions {
  db: Database;
  /** The server clock. */
  now: () => Date;
  /**
   * Told when an order takes or returns stock (placement, a failed 3-D Secure challenge, a
   * cancellation), so the storefront drops those products' cached reads. Default: nothing.
   */
  revalidation?: RevalidationNotifier;
}

/**
 * Validates the body of a call whose key field may also come in the query ("query and
 * body" calls of spec 1 §7); 400 API400 naming the first bad field.
 */
export function parseMerged<T extends z.ZodType>(
  schema: T,
  request: FastifyRequest,
  key: string,
): z.infer<T> {
  const query = request.query as Record<string, string | undefined>;
  const body = (request.body ?? {}) as Record<string, unknown>;
  return parseBody(schema, {
    body: { ...(query[key] ? { [key]: query[key] } : {}), ...body },
  } as FastifyRequest);
}
