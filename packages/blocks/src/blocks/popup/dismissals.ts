import { functionalStorageKeys } from '../../services/consent';

/**
 * Stored pop-up dismissals (spec 3 §4 "Pop-up": a dismissed pop-up is not shown again;
 * dismissals are stored): a JSON array of pop-up names under one localStorage key.
 */

/** localStorage key of the dismissed pop-ups' names; a functional memory (consent `C0003`). */
export const popupDismissalsKey = functionalStorageKeys.popupDismissals;

/** The dismissed names; `[]` when nothing is stored, the value is not a list, or storage fails. */
export function readDismissals(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(popupDismissalsKey) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the pop-up `name` was dismissed. */
export function isDismissed(storage: Pick<Storage, 'getItem'> | undefined, name: string): boolean {
  return readDismissals(storage).includes(name);
}

/** Stores the dismissal of `name` (once); a storage failure only means it shows again. */
export function storeDismissal(storage: Storage | undefined, name: string): void {
  const names = readDismissals(storage);
  if (names.includes(name)) return;
  try {
    storage?.setItem(popupDismissalsKey, JSON.stringify([...names, name]));
  } catch {
    // Storage full or blocked: nothing to do.
  }
}
