import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { type OrderRow, orders } from '../db/orderSchema';
import type { OrderBody } from './types';

/**
 * Once-only placement helpers (spec 1 §4 "Order placement": placing twice for the same basket
 * yields one order): an in-process mutex per key, and the partial unique index on
 * `orders.basket_id` as the guard between processes.
 */

const locks = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier call with the same key finished (in-process mutex). */
export async function serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
  const previous = locks.get(key) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  locks.set(key, tail);
  try {
    return await run;
  } finally {
    if (locks.get(key) === tail) locks.delete(key);
  }
}

/** A transaction as the module's database type. */
export const tx = (t: unknown) => t as Database;

/** The basket's order that is not `failed`, if any. */
export async function liveOrderOf(db: Database, basketId: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.basketId, basketId), ne(orders.status, 'failed')));
  return row;
}

/** Whether an error is PostgreSQL's unique violation (23505), also when wrapped. */
function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/**
 * Runs a placement; when another process placed the same basket first (the partial unique
 * index on `orders.basket_id`), answers that order instead.
 */
export async function placeOnce(
  work: () => Promise<OrderBody>,
  db: Database,
  basketId: string,
): Promise<OrderBody> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await liveOrderOf(db, basketId);
    if (!winner) throw error;
    return winner.body;
  }
}
