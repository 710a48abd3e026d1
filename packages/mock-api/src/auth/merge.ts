import type { GuestObjects } from '@storefront/api-contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { mergeGuestBasket } from '../basket/merge';
import { baskets } from '../db/basketSchema';
import type { Database } from '../db/client';
import { consumers, consumerTokens } from '../db/consumerSchema';
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
 * Whether the caller proved it is the guest of `guestObjects` (spec 1 §4, design.md
 * "Security rules"): `refreshToken` is a refresh token issued to `consumerId`, not revoked
 * and not expired, and `basketId`, when given, is a basket of that guest. Naming a guest id
 * alone proves nothing.
 */
export async function guestOwnershipProven(db: Database, guest: GuestObjects): Promise<boolean> {
  if (!guest.refreshToken) return false;
  const [token] = await db
    .select({ consumerId: consumerTokens.consumerId })
    .from(consumerTokens)
    .where(
      and(
        eq(consumerTokens.refreshToken, guest.refreshToken),
        eq(consumerTokens.consumerId, guest.consumerId),
        isNull(consumerTokens.revokedAt),
        gt(consumerTokens.refreshExpiresAt, clockOf(db)()),
      ),
    );
  if (!token) return false;
  if (!guest.basketId) return true;
  const [basket] = await db
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.id, guest.basketId), eq(baskets.consumerId, guest.consumerId)));
  return basket !== undefined;
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
