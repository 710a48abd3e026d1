/**
 * Consent categories (spec 3 §9): required `C0001`, performance and analytics `C0002`,
 * functional `C0003`, targeting `C0004`.
 */
export const consentCategories = {
  required: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
} as const;
/** A consent category id. */
export type ConsentCategory = (typeof consentCategories)[keyof typeof consentCategories];

const categoryIds: readonly string[] = Object.values(consentCategories);

/** The shopper's consent as the host read it. */
export interface ConsentState {
  /** Categories the shopper accepted (`C0001` is always implied). */
  categories: readonly ConsentCategory[];
  /** Contract region of the site (e.g. `EMEA`, `NORA`); consent is assumed outside `EMEA`. */
  region: string;
  /** Preview mode: consent is assumed. */
  preview: boolean;
}

/** Whether a value is a consent category id. */
export function isConsentCategory(value: string): value is ConsentCategory {
  return categoryIds.includes(value);
}

/** Name of the cookie that holds the shopper's answer (see {@link formatConsentCookie}). */
export const consentCookieName = 'consent';

/** Whether a region asks the shopper for consent (spec 3 §4: consent is assumed outside EMEA). */
export function consentRequiredIn(region: string): boolean {
  return region.toUpperCase() === 'EMEA';
}

/**
 * Whether a category is consented (spec 3 §9 "Consent"): accepted in the cookie, or assumed
 * outside the EMEA region and in preview mode; the required `C0001` always is.
 */
export function hasConsent(consent: ConsentState, category: ConsentCategory): boolean {
  if (category === consentCategories.required) return true;
  if (consent.preview || !consentRequiredIn(consent.region)) return true;
  return consent.categories.includes(category);
}

/**
 * Whether personalisation decisions may run (spec 3 §4 "Personalisation", §9 "Consent"): with
 * targeting consent (`C0004`), and always outside the EMEA region or in preview mode.
 */
export function hasTargetingConsent(consent: ConsentState): boolean {
  return hasConsent(consent, consentCategories.targeting);
}

/** Whether analytics events may be sent (spec 3 §9): with performance and analytics consent (`C0002`). */
export function hasAnalyticsConsent(consent: ConsentState): boolean {
  return hasConsent(consent, consentCategories.performance);
}

/**
 * The cookie value of an answer: every category with `:1` (accepted) or `:0` (refused), e.g.
 * `C0001:1,C0002:0,C0003:1,C0004:0`, read back by {@link parseConsentCookie}; `C0001` is always
 * accepted.
 */
export function formatConsentCookie(accepted: readonly ConsentCategory[]): string {
  return Object.values(consentCategories)
    .map((id) => `${id}:${id === consentCategories.required || accepted.includes(id) ? 1 : 0}`)
    .join(',');
}

/** A cookie's value in a `Cookie` header or `document.cookie` string, decoded; else `undefined`. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/**
 * Reads the `consent` cookie: category ids separated by commas or pipes, each optionally
 * followed by `:1` (accepted) or `:0` (refused), e.g. `C0001,C0004` or `C0001:1,C0004:0`.
 * Unknown ids are ignored; `C0001` is always included.
 */
export function parseConsentCookie(value: string | undefined | null): ConsentCategory[] {
  const accepted = new Set<ConsentCategory>([consentCategories.required]);
  for (const part of (value ?? '').split(/[,|]/)) {
    const [id = '', flag] = part.trim().split(':');
    const upper = id.trim().toUpperCase();
    if (isConsentCategory(upper) && flag?.trim() !== '0') accepted.add(upper);
  }
  return [...accepted].sort();
}

/**
 * The attribute a host puts on `<html>` where the region asks for consent (EMEA, spec 3 §4), so
 * browser code knows whether the `consent` cookie decides ({@link browserHasConsent}).
 */
export const consentRequiredAttribute = 'data-consent-required';

/**
 * Whether a category is consented in this page, in the browser (spec 3 §9 "Consent"): always
 * where `<html>` lacks {@link consentRequiredAttribute} (the region does not ask, or a host
 * such as Storybook or the preview tool that assumes consent), else as the `consent` cookie
 * has it. Read at each call, so an answer applies at once; `true` outside a browser.
 */
export function browserHasConsent(category: ConsentCategory): boolean {
  if (typeof document === 'undefined') return true;
  const required = document.documentElement.hasAttribute(consentRequiredAttribute);
  return hasConsent(
    {
      categories: parseConsentCookie(readCookie(document.cookie, consentCookieName)),
      region: required ? 'EMEA' : 'NORA',
      preview: false,
    },
    category,
  );
}

/**
 * The localStorage keys of functional memories (spec 3 §4 "Benefit bar", "Pop-up"), which follow
 * functional consent (`C0003`): a host removes them when the shopper refuses it.
 */
export const functionalStorageKeys = {
  /** The benefit bar's closed flag (`'true'`). */
  benefitBarClosed: 'benefitBarClosed',
  /** The dismissed pop-ups' names (a JSON array). */
  popupDismissals: 'popupDismissals',
} as const;

/**
 * The browser storage for functional memories (a closed benefit bar, dismissed pop-ups): the
 * page's `localStorage` with functional consent (`C0003`, spec 3 §9 "Consent"), else
 * `undefined`, which the storage helpers treat as nothing stored and nothing to store, so the
 * bar or pop-up is hidden for this page only. `undefined` when storage is blocked too.
 */
export function functionalStorage(): Storage | undefined {
  if (!browserHasConsent(consentCategories.functional)) return undefined;
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
