import { newConsumerId } from '../consumers/ids';
import type { Database } from '../db/client';
import { type ConsumerRow, consumers } from '../db/consumerSchema';
import { clockOf } from './clock';

/** Creates a guest consumer (spec 1 §4: guest access is created on demand). */
export async function createGuest(db: Database): Promise<ConsumerRow> {
  const now = clockOf(db)();
  const [row] = await db
    .insert(consumers)
    .values({ id: newConsumerId(), type: 'GUEST', createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('guest insert returned nothing');
  return row;
}
