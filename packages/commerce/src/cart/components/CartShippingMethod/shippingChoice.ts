import type { DeliveryPlace } from '../../../checkout/flow/types';

/** The delivery codes that go to a place: pickup in store, ship to store, collection point. */
export const placeCodes = ['pickup', 'sts', 'pudo'] as const;

/** Whether a shipping method code needs a store or collection point. */
export const needsPlace = (code: string): code is (typeof placeCodes)[number] =>
  (placeCodes as readonly string[]).includes(code);

/**
 * The place the dialog starts with, or after a search (spec 1 §2 cart change shipping method:
 * never pre-select a place that cannot take the item): the item's current place when it is
 * among the places found and can take the item; otherwise none.
 * @param places the places of the last search, or null before any search
 * @param current the item's current store or collection point id, for the same code
 */
export function preselectedPlace(
  places: readonly DeliveryPlace[] | null,
  current: string | undefined,
): string | undefined {
  if (!current || !places) return undefined;
  return places.find((p) => p.id === current && p.available)?.id;
}

/**
 * Whether the choice can be applied: a home or digital code as it is; a place code with an
 * available place chosen among those found.
 */
export function canApply(
  code: string,
  places: readonly DeliveryPlace[] | null,
  placeId: string | undefined,
): boolean {
  if (!needsPlace(code)) return true;
  return Boolean(placeId && places?.some((p) => p.id === placeId && p.available));
}
