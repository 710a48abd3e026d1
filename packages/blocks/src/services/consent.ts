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

/**
 * Whether personalisation decisions may run (spec 3 §4 "Personalisation", §9 "Consent"): with
 * targeting consent (`C0004`), and always outside the EMEA region or in preview mode.
 */
export function hasTargetingConsent(consent: ConsentState): boolean {
  if (consent.preview) return true;
  if (consent.region.toUpperCase() !== 'EMEA') return true;
  return consent.categories.includes(consentCategories.targeting);
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
