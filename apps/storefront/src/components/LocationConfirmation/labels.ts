import type { StorefrontLocale } from '@storefront/api-contract';
import type { Translate } from '../../i18n/translate';

/** One site the dialog offers: its locale path and the link's words. */
export interface LocationSite {
  /** The site's locale path (`en-gb`). */
  path: string;
  /** "Shop on the United Kingdom site", or with the language where the country has several. */
  label: string;
}

/** The location confirmation dialog's words, resolved for one suggestion (spec 1 §2). */
export interface LocationLabels {
  title: string;
  /** "Your location: United Kingdom". */
  detected: string;
  /** "You are on the United States site…". */
  intro: string;
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
    stay: t('location.stay', { site: siteName }),
    close: t('location.close'),
  };
}

/**
 * The sites of the detected country as the dialog offers them (spec 1 §2): "Shop on the United
 * Kingdom site" for a country with one site; for a country with several languages, one link per
 * site naming its language in the page's language ("Shop on the Canada site in French",
 * « Magasiner sur le site Canada en anglais »).
 * @param t the `stores` translator of the page's language
 * @param localeTag the page's BCP 47 tag (`en-US`)
 * @param targets the sites of the detected country (`LocationSuggestion.targets`)
 */
export function locationSitesFrom(
  t: Translate,
  localeTag: string,
  targets: readonly StorefrontLocale[],
): LocationSite[] {
  const regions = new Intl.DisplayNames([localeTag], { type: 'region' });
  const languages = new Intl.DisplayNames([localeTag], { type: 'language' });
  return targets.map((target) => {
    const country = regions.of(target.country) ?? target.country;
    const label =
      targets.length > 1
        ? t('location.goInLanguage', {
            target: country,
            language: languages.of(target.language) ?? target.language,
          })
        : t('location.go', { target: country });
    return { path: target.path, label };
  });
}
