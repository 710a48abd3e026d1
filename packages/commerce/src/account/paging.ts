/**
 * Paging of the account's lists (spec 1 §9 pagination; page sizes come from configuration):
 * the order history and the favorites. A page is 1-based in the address (`?page=2`) and a
 * 0-based `start` offset in the API's calls.
 */

/**
 * The 1-based page of a `page` query value: a whole number from 1 to 9999, else 1.
 * @param value the raw query value (`'2'`, `undefined`, `'abc'`)
 */
export function pageOfQuery(value: string | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The `start` (0-based offset of the first entry) of a 1-based page of `perPage` entries. */
export function pageStart(page: number, perPage: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * perPage;
}

/**
 * Where a page stands in its list: its 1-based `page` and the `pageCount` (total ÷ per page
 * rounded up, at least 1, so an empty list has one page).
 */
export function pageWindow(
  list: { total: number; start: number },
  perPage: number,
): { page: number; pageCount: number } {
  const size = Math.max(1, perPage);
  return {
    page: Math.floor(list.start / size) + 1,
    pageCount: Math.max(1, Math.ceil(list.total / size)),
  };
}
