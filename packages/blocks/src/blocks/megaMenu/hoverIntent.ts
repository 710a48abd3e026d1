/**
 * Hover intent of the desktop mega menu (spec 3 §3 "Mega menu"): a pointer passing over the bar
 * does not flash panels. A panel opens after the pointer rests on its item for `openDelayMs`, and
 * closes `closeDelayMs` after the pointer left; moving to another item while a panel is open
 * switches at once; coming back before the close delay keeps it open.
 */

/** Default delay before a hovered item opens its panel, in ms. */
export const hoverOpenDelayMs = 150;
/** Default delay before a left panel closes, in ms. */
export const hoverCloseDelayMs = 300;

/** Options of {@link createHoverIntent}. */
export interface HoverIntentOptions {
  /** Receives the id of the item whose panel should be open, or `null`. */
  onChange: (id: string | null) => void;
  /** The id currently open (the component's state), read on every event. */
  current: () => string | null;
  openDelayMs?: number;
  closeDelayMs?: number;
}

/** The hover-intent controller: call `enter`/`leave` from pointer events, `cancel` on unmount. */
export interface HoverIntent {
  /** The pointer entered item `id` (or its panel). */
  enter(id: string): void;
  /** The pointer left the item and its panel. */
  leave(): void;
  /** Forgets any pending open or close (e.g. a click or key decided). */
  cancel(): void;
}

/** Creates a {@link HoverIntent} on `setTimeout` (fake timers in tests). */
export function createHoverIntent({
  onChange,
  current,
  openDelayMs = hoverOpenDelayMs,
  closeDelayMs = hoverCloseDelayMs,
}: HoverIntentOptions): HoverIntent {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (openTimer !== undefined) clearTimeout(openTimer);
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    openTimer = undefined;
    closeTimer = undefined;
  };
  return {
    enter(id) {
      cancel();
      const open = current();
      if (open === id) return;
      if (open !== null) {
        onChange(id);
        return;
      }
      openTimer = setTimeout(() => {
        openTimer = undefined;
        onChange(id);
      }, openDelayMs);
    },
    leave() {
      cancel();
      if (current() === null) return;
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        onChange(null);
      }, closeDelayMs);
    },
    cancel,
  };
}
