/**
 * The page-level reload guard (spec 1 §9: "Page-level reload guard 10 seconds by default"): a
 * reload the code asks for (after an invalid customer, spec 1 §8 AUT498; after a sign-in on the
 * same page) happens at most once per page within the guard window, so an answer that keeps
 * asking for a reload on the reloaded page cannot loop. Pure apart from the storage it is given.
 */

/** The guard window (ms): 10 seconds by default (spec 1 §9). */
export const pageReloadGuardMs = 10_000;

/** Where the last guarded reload of each page is remembered: `sessionStorage` in the browser. */
export interface ReloadGuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Options of {@link guardedReload}. */
export interface ReloadGuardOptions {
  /** The page, e.g. `/en-us/cart`; the guard is per page (path without query or hash). */
  page: string;
  /** Where the last reload time is kept; without one (storage disabled) the reload happens. */
  storage?: ReloadGuardStorage | undefined;
  /** Now, epoch ms. */
  nowMs: number;
  /** The window in ms; {@link pageReloadGuardMs} by default. */
  guardMs?: number;
}

/** The storage key of a page's last guarded reload. */
export const reloadGuardKey = (page: string) => `reloadGuard:${page}`;

/**
 * Runs `reload` unless the same page was reloaded by this guard less than `guardMs` ago; a
 * reload that runs records `nowMs`. A stored value that is not a number, or lies in the future,
 * does not block. A storage that throws (private mode, quota) never blocks the reload.
 * @returns whether `reload` ran
 */
export function guardedReload(reload: () => void, options: ReloadGuardOptions): boolean {
  const { page, storage, nowMs } = options;
  const guardMs = options.guardMs ?? pageReloadGuardMs;
  const key = reloadGuardKey(page);
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(key) ?? Number.NaN);
  } catch {
    // Unreadable storage: nothing known, the reload goes ahead.
  }
  if (Number.isFinite(last) && last <= nowMs && nowMs - last < guardMs) return false;
  try {
    storage?.setItem(key, String(nowMs));
  } catch {
    // Unwritable storage: the reload still happens, unguarded.
  }
  reload();
  return true;
}

/** The browser's {@link guardedReload}: `location.reload()` of the current page, `sessionStorage`. */
export function reloadPageGuarded(): boolean {
  let storage: ReloadGuardStorage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return guardedReload(() => window.location.reload(), {
    page: window.location.pathname,
    storage,
    nowMs: Date.now(),
  });
}
