import { functionalStorageKeys } from '../../services/consent';

/**
 * The benefit bar's closed flag (spec 3 §4 "Benefit bar": visible until closed, then hidden; the
 * flag persists under the key `benefitBarClosed`).
 *
 * No flash: the host puts `BenefitBarClosedScript` ({@link closedFlagScript}, one constant line)
 * in `<head>`. It runs while the HTML is parsed, before any bar is painted, and sets
 * {@link closedAttribute} on `<html>` when the flag is stored; a global style hides closable bars
 * under that attribute, so a closed bar is never painted. The block itself renders no script
 * (blocks never emit `<script>`). The close island sets the same attribute on close and again on
 * mount, which covers hosts without the head script (Storybook, the preview tool): there the
 * bar shows until hydration. Hosts that hydrate `<html>` add `suppressHydrationWarning` to it
 * (the attribute is not in React's props), as theme scripts do.
 */

/** localStorage key of the closed flag (spec 3 §4); a functional memory (consent `C0003`). */
export const benefitBarStorageKey = functionalStorageKeys.benefitBarClosed;

/** Attribute set on `<html>` once the bar is closed. */
export const closedAttribute = 'data-benefit-bar-closed';

/** Whether the flag is stored; `false` when storage is unavailable (private mode, SSR). */
export function readBenefitBarClosed(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(benefitBarStorageKey) === 'true';
  } catch {
    return false;
  }
}

/** Stores the flag (`'true'`); a storage failure only means the bar shows again next visit. */
export function writeBenefitBarClosed(storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(benefitBarStorageKey, 'true');
  } catch {
    // Storage full or blocked: nothing to do.
  }
}

/** The inline script that hides closed bars before the first paint (see the module comment). */
export const closedFlagScript = `try{if(localStorage.getItem(${JSON.stringify(benefitBarStorageKey)})==="true")document.documentElement.setAttribute(${JSON.stringify(closedAttribute)},"")}catch(e){}`;
