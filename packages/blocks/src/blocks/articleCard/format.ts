/**
 * An article date for a locale: a medium date in UTC (e.g. `Oct 26, 2026`, `26 oct. 2026`),
 * or the input unchanged when it is not a date.
 */
export function formatArticleDate(date: string, localeTag: string): string {
  const time = Date.parse(date);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: 'UTC' }).format(time);
}

/** The ISO day (`YYYY-MM-DD`) of a date for `<time dateTime>`, or the input unchanged. */
export function isoDay(date: string): string {
  const time = Date.parse(date);
  return Number.isNaN(time) ? date : new Date(time).toISOString().slice(0, 10);
}
