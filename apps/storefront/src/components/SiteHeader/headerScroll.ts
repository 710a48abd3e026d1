/** Scroll handling of the storefront header (spec 3 §9 "Header scroll debounce is 200 ms, with a max wait of 500 ms"). */

/** Debounce of the scroll handler, in ms. */
export const headerScrollDebounceMs = 200;
/** Longest wait of the debounced scroll handler while scrolling goes on, in ms. */
export const headerScrollMaxWaitMs = 500;
/** Scroll distance in px under which the header keeps its state (jitter, rubber-banding). */
export const headerScrollTolerancePx = 8;

/** What {@link nextHeaderHidden} decides from. */
export interface HeaderScrollState {
  /** Current vertical scroll position, px. */
  y: number;
  /** Position at the previous decision, px. */
  lastY: number;
  /** Whether the header is hidden now. */
  hidden: boolean;
  /** The menu is open or focus is inside the header: never hide then. */
  locked: boolean;
  /** Height of the header in px: within it from the top the header always shows. */
  headerHeight: number;
}

/**
 * Whether the header should be hidden: shown while locked (menu open or focus inside) and near
 * the top of the page; hidden after scrolling down, shown again after scrolling up; unchanged
 * for moves under {@link headerScrollTolerancePx}.
 */
export function nextHeaderHidden({
  y,
  lastY,
  hidden,
  locked,
  headerHeight,
}: HeaderScrollState): boolean {
  if (locked || y <= headerHeight) return false;
  const delta = y - lastY;
  if (Math.abs(delta) < headerScrollTolerancePx) return hidden;
  return delta > 0;
}
