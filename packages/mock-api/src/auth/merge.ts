import { eq } from 'drizzle-orm';
import { mergeGuestBasket } from '../basket/merge';
import type { Database } from '../db/client';
import { consumers } from '../db/consumerSchema';
import { mergeGuestFavorites } from '../wishlists/repository';
import { clockOf } from './clock';

/** What a login merged (spec 1 §4 "Guest and login"). */
export interface MergeResult {
  /** Favorites moved from the guest list. */
  favorites: number;
  /** Saved-for-later items the guest had. */
  savedItems: number;
  /** The account's open basket after the merge, when there is one. */
  basketId?: string;
  /** Units in the account basket before and after (a notice when it rose). */
  unitsBefore: number;
  unitsAfter: number;
}

/**
 * Merges a guest's data into a registered consumer at login (spec 1 §4): favorites here,
 * the basket (same item: higher quantity) and saved-for-later through `mergeGuestBasket` of
 * the basket module. The guest is then marked merged (`merged_into`). Unknown, non-guest or
 * already merged guests merge nothing.
 */
export async function mergeGuestInto(
  db: Database,
  guestConsumerId: string,
  consumerId: string,
): Promise<MergeResult> {
  const [guest] = await db.select().from(consumers).where(eq(consumers.id, guestConsumerId));
  if (guest?.type !== 'GUEST' || guest.mergedInto) {
    return { favorites: 0, savedItems: 0, unitsBefore: 0, unitsAfter: 0 };
  }
  const favorites = await mergeGuestFavorites(db, guestConsumerId, consumerId);
  const basket = await mergeGuestBasket(
    db,
    { guestConsumerId, consumerId },
    { now: clockOf(db)() },
  );
  await db.update(consumers).set({ mergedInto: consumerId }).where(eq(consumers.id, guest.id));
  return {
    favorites,
    savedItems: basket.savedItems,
    ...(basket.basketId ? { basketId: basket.basketId } : {}),
    unitsBefore: basket.unitsBefore,
    unitsAfter: basket.unitsAfter,
  };
}
