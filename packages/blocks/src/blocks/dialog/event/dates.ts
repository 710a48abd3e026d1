/**
 * Event dates (spec 3 §3 "Event sign-up content", §5 "Event join form"): an event runs from
 * `startDate` to `endDate`, both calendar dates `YYYY-MM-DD` (an ISO date-time counts by its
 * date part, as written). Formatting uses `Intl` in UTC so a date never shifts by time zone.
 */

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/;
const dayMs = 86_400_000;

/** The most attending days an event may offer (a guard against a mistyped year). */
export const maxEventDays = 31;

/** The calendar date `YYYY-MM-DD` of an ISO date or date-time, or `null` when it is no real date. */
export function toCalendarDate(value: string): string | null {
  const match = isoDatePattern.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${y}-${m}-${d}` ? iso : null;
}

/**
 * Every date from `startDate` to `endDate` inclusive (spec 3 §5: "Attending days are chosen from
 * each date between startDate and endDate inclusive"), as `YYYY-MM-DD`.
 * @returns `[]` when either date is invalid or the end is before the start; at most
 *   {@link maxEventDays} dates
 */
export function eventDays(startDate: string, endDate: string): string[] {
  const start = toCalendarDate(startDate);
  const end = toCalendarDate(endDate);
  if (!start || !end) return [];
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  const days: string[] = [];
  for (let t = from; t <= to && days.length < maxEventDays; t += dayMs) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** One attending day for a checkbox label, e.g. `Friday, June 12` (en-US) or `vendredi 12 juin` (fr-CA). */
export function formatEventDay(day: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The event's dates, e.g. `June 12 – 14, 2026` (en-US), one date when it lasts a day. */
export function formatEventRange(startDate: string, endDate: string, localeTag: string): string {
  const start = toCalendarDate(startDate);
  const end = toCalendarDate(endDate) ?? start;
  if (!start || !end) return '';
  const format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'long', timeZone: 'UTC' });
  const from = new Date(`${start}T00:00:00Z`);
  return start === end
    ? format.format(from)
    : format.formatRange(from, new Date(`${end}T00:00:00Z`));
}
