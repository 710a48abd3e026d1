/** One entry of a pagination bar: a page number (1-based) or a gap. */
export type PaginationItem = number | 'ellipsis';

/** Options of {@link getPaginationItems}. */
export interface PaginationOptions {
  /** Current page, 1-based; clamped into `1..pageCount`. */
  page: number;
  /** Number of pages; anything below 1 counts as 1. */
  pageCount: number;
  /** Pages shown on each side of the current page; 2 by default (spec 1 §9). */
  siblings?: number;
  /** Pages always shown at each end; 1 by default (spec 1 §9). */
  boundaries?: number;
}

function wholeAtLeast(value: number, min: number): number {
  return Number.isFinite(value) ? Math.max(min, Math.floor(value)) : min;
}

/**
 * Number of pages for a list (spec 1 §9): `ceil(total / perPage)`, minimum 1. A total that is
 * not a positive number, or a `perPage` that is not positive, gives 1.
 */
export function getPageCount(total: number, perPage: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(perPage) || total <= 0 || perPage <= 0) return 1;
  return Math.max(1, Math.ceil(total / perPage));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The entries of a pagination bar (spec 1 §9: 1 boundary page, 2 sibling pages by default).
 * Always shows the first and last `boundaries` pages and the current page with `siblings`
 * pages on each side; a gap of two or more pages becomes `'ellipsis'` (a gap of one page shows
 * that page instead). While pages are hidden the bar keeps a constant length of
 * `2 × boundaries + 2 × siblings + 3` entries, so it does not jump as the page changes.
 *
 * @example getPaginationItems({ page: 10, pageCount: 20 })
 * // [1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20]
 */
export function getPaginationItems({
  page,
  pageCount,
  siblings = 2,
  boundaries = 1,
}: PaginationOptions): PaginationItem[] {
  const count = wholeAtLeast(pageCount, 1);
  const side = wholeAtLeast(siblings, 0);
  const ends = wholeAtLeast(boundaries, 0);
  const current = Math.min(count, wholeAtLeast(page, 1));
  const slots = 2 * ends + 2 * side + 3;
  if (count <= slots) return range(1, count);

  // The window of the current page and its siblings, kept clear of the end pages and gap slots.
  const start = Math.min(Math.max(current - side, ends + 2), count - ends - 1 - 2 * side);
  const end = start + 2 * side;
  const left: PaginationItem = start === ends + 2 ? ends + 1 : 'ellipsis';
  const right: PaginationItem = end === count - ends - 1 ? count - ends : 'ellipsis';
  return [...range(1, ends), left, ...range(start, end), right, ...range(count - ends + 1, count)];
}
