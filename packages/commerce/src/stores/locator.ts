import type { Store } from '@storefront/api-contract';

/** A weekday of a store's opening hours (spec 2 §7 store). */
export type OpeningDay = Store['openingHours'][number]['day'];

/** A point on the globe in decimal degrees (WGS 84). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Great-circle distance between two points in km, rounded to 1 decimal (haversine on a sphere
 * of 6371 km): the unit and rounding of the store search's `distance` (spec 2 §7).
 */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(Math.min(1, h))) * 10) / 10;
}

/** The mean point of some points (a city's centre from its stores); undefined for none. */
export function centreOf(points: readonly GeoPoint[]): GeoPoint | undefined {
  if (points.length === 0) return undefined;
  const sum = points.reduce(
    (acc, p) => ({ latitude: acc.latitude + p.latitude, longitude: acc.longitude + p.longitude }),
    { latitude: 0, longitude: 0 },
  );
  return { latitude: sum.latitude / points.length, longitude: sum.longitude / points.length };
}

/**
 * Places nearest first (the store locator's list, spec 2 §7 store search): with `from`, each
 * place gets its `distance` in km from it; without, the `distance` it has is kept. Places
 * without a distance come last; equal distances keep name order (locale-aware), so the list is
 * stable. Returns new objects, the input is not changed.
 */
export function nearestFirst<T extends GeoPoint & { name: string; distance?: number }>(
  places: readonly T[],
  from?: GeoPoint,
): T[] {
  const measured = places.map((p) => (from ? { ...p, distance: distanceKm(from, p) } : { ...p }));
  return measured.sort((a, b) => {
    if (a.distance === undefined || b.distance === undefined) {
      if (a.distance !== b.distance) return a.distance === undefined ? 1 : -1;
    } else if (a.distance !== b.distance) return a.distance - b.distance;
    return a.name.localeCompare(b.name);
  });
}

/** Case- and accent-insensitive form of a text, for city matches (`Montréal` = `montreal`). */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether a store locator query is a postal code (it holds a digit) rather than a city. */
export function isPostalCodeQuery(query: string): boolean {
  return /\d/.test(query);
}

/**
 * A distance for people in the locale's unit: miles where the region uses them (`US`, `GB`),
 * km elsewhere, with Intl (`"3.2 mi"`, `"5,1 km"`).
 * @param km distance in km
 * @param tag a BCP 47 tag such as `en-US`, `fr-CA`
 */
export function formatDistance(km: number, tag: string): string {
  const region = new Intl.Locale(tag).region;
  const miles = region === 'US' || region === 'GB';
  const value = miles ? km / 1.609344 : km;
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: miles ? 'mile' : 'kilometer',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * A local `HH:MM` time for people in the locale (`9:00 AM`, `09 h 00`), with Intl; the text as
 * it is when it is not `HH:MM`.
 */
export function formatClock(time: string, tag: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2020, 0, 6, Number(match[1]), Number(match[2])));
  return new Intl.DateTimeFormat(tag, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** The weekday name of an opening-hours day in the locale (`Monday`, `lundi`), with Intl. */
export function weekdayName(day: OpeningDay, tag: string): string {
  const index = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  // 2020-01-06 was a Monday.
  const date = new Date(Date.UTC(2020, 0, 6 + index.indexOf(day)));
  return new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/** A store's opening hours as rows of the locale: weekday, and `open – close` or undefined when closed. */
export function openingHoursRows(
  store: Pick<Store, 'openingHours'>,
  tag: string,
): { day: OpeningDay; label: string; hours?: string }[] {
  return store.openingHours.map((h) => ({
    day: h.day,
    label: weekdayName(h.day, tag),
    ...(h.closed || !h.open || !h.close
      ? {}
      : { hours: `${formatClock(h.open, tag)} – ${formatClock(h.close, tag)}` }),
  }));
}
