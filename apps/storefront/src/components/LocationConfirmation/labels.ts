import type { Translate } from '../../i18n/translate';

/** The location confirmation dialog's words, resolved for one suggestion (spec 1 §2). */
export interface LocationLabels {
  title: string;
  /** "Your location: United Kingdom". */
  detected: string;
  /** "You are on the United States site…". */
  intro: string;
  /** "Shop on the United Kingdom site". */
  go: string;
  /** "Stay on the United States site". */
  stay: string;
  close: string;
}

/**
 * The dialog's words from the `stores` translator, the countries named in the page's language
 * with `Intl.DisplayNames` (`GB` → "United Kingdom", "Royaume-Uni").
 * @param t the `stores` translator of the page's language
 * @param localeTag the page's BCP 47 tag (`fr-CA`)
 * @param site the site's country (ISO 3166-1 alpha-2)
 * @param country the detected country, which is the suggested site's
 */
export function locationLabelsFrom(
  t: Translate,
  localeTag: string,
  site: string,
  country: string,
): LocationLabels {
  const names = new Intl.DisplayNames([localeTag], { type: 'region' });
  const siteName = names.of(site) ?? site;
  const countryName = names.of(country) ?? country;
  return {
    title: t('location.title'),
    detected: t('location.detected', { country: countryName }),
    intro: t('location.intro', { site: siteName }),
    go: t('location.go', { target: countryName }),
    stay: t('location.stay', { site: siteName }),
    close: t('location.close'),
  };
}
