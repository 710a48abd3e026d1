import { clockOf } from '../auth/clock';
import type { Shopper } from '../auth/shopper';
import type { Database } from '../db/client';
import { mutateBasket } from './pipeline';
import { getOpenBasket } from './repository';

/**
 * Recalculates a consumer's open basket, if any (a change that alters its prices without
 * touching it: the employee discount terms accepted, spec 2 §6), and saves it.
 */
export async function repriceOpenBasket(db: Database, shopper: Shopper): Promise<void> {
  const open = await getOpenBasket(db, shopper.consumerId);
  if (!open) return;
  await mutateBasket(db, open.basketId, shopper, () => {}, { now: clockOf(db)(), loaded: open });
}
