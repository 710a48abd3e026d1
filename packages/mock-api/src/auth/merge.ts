import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { consumers } from '../db/consumerSchema';
import { mergeGuestFavorites } from '../wishlists/repository';

/** What a login merged (spec 1 §4). */
export interface MergeResult {
  /** Favorites moved from the guest list. */
  favorites: number;
  /** Whether the basket service merged the guest basket. */
  basket: boolean;
}

/** The basket merge hook of the cart module (src/basket/merge.ts), when it exists. */
type BasketMerge = (
  db: Database,
  ids: { guestConsumerId: string; consumerId: string },
) => Promise<unknown>;

async function basketMergeHook(): Promise<BasketMerge | null> {
  try {
    const specifier = '../basket/merge';
    const module = (await import(/* @vite-ignore */ specifier)) as {
      mergeGuestBasket?: BasketMerge;
    };
    return module.mergeGuestBasket ?? null;
  } catch {
    return null;
  }
}

/**
 * Merges a guest's data into a registered consumer at login (spec 1 §4): favorites here,
 * the basket and saved-for-later through `mergeGuestBasket` of the basket module. The guest
 * is then marked merged (`merged_into`). Unknown, non-guest or already merged guests merge
 * nothing.
 */
export async function mergeGuestInto(
  db: Database,
  guestConsumerId: string,
  consumerId: string,
): Promise<MergeResult> {
  const [guest] = await db.select().from(consumers).where(eq(consumers.id, guestConsumerId));
  if (!guest || guest.type !== 'GUEST' || guest.mergedInto) return { favorites: 0, basket: false };
  const favorites = await mergeGuestFavorites(db, guestConsumerId, consumerId);
  const mergeBasket = await basketMergeHook();
  if (mergeBasket) await mergeBasket(db, { guestConsumerId, consumerId });
  await db.update(consumers).set({ mergedInto: consumerId }).where(eq(consumers.id, guest.id));
  return { favorites, basket: mergeBasket !== null };
}
