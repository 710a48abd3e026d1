/**
 * Countries where free-shipping benefits are not shown (spec 3 §9: the benefit bar, the footer
 * and the loyalty benefits hide free shipping for FR, IT, DE and GB). ISO 3166-1 alpha-2.
 */
export const freeShippingHiddenCountries: readonly string[] = ['FR', 'IT', 'DE', 'GB'];

/**
 * The country (ISO 3166-1 alpha-2, upper case) of a BCP 47 locale tag, e.g. `en-GB` → `GB`;
 * `undefined` when the tag has no region or is not a valid tag.
 */
export function countryOfLocale(localeTag: string): string | undefined {
  try {
    return new Intl.Locale(localeTag.replace('_', '-')).region?.toUpperCase();
  } catch {
    return undefined;
  }
}

/** Whether free-shipping benefits are hidden for a locale (spec 3 §9), e.g. `en-GB` → `true`. */
export function hidesFreeShipping(localeTag: string): boolean {
  const country = countryOfLocale(localeTag);
  return country !== undefined && freeShippingHiddenCountries.includes(country);
}

/**
 * The benefits to show for a locale: every benefit, except those of type `freeShipping` when
 * the locale's country hides free shipping (spec 3 §9). Order is kept.
 */
export function visibleBenefits<T extends { benefitType: string }>(
  benefits: readonly T[],
  localeTag: string,
): T[] {
  if (!hidesFreeShipping(localeTag)) return [...benefits];
  return benefits.filter((benefit) => benefit.benefitType !== 'freeShipping');
}
