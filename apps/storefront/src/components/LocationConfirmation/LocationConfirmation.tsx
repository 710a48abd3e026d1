import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import { cookies, headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { countryHeaderName, countryOf, locationSuggestion } from '../../lib/location/detect';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import { LocationConfirmationMount } from './LocationConfirmationMount.client';
import { locationLabelsFrom, locationSitesFrom } from './labels';

/**
 * The location confirmation (spec 1 §2) of the locale layout: the shopper's country comes from
 * the request header named by `STOREFRONT_COUNTRY_HEADER` (set by the edge; unset: nothing is
 * detected, the default). When it differs from the site's and another site serves it, and the
 * shopper has not answered for it (`locationChoice` cookie), the island with the dialog is
 * rendered; otherwise nothing, so no page pays for it in its first load.
 */
export async function LocationConfirmation({ locale }: { locale: StorefrontLocale }) {
  const header = countryHeaderName(process.env.STOREFRONT_COUNTRY_HEADER);
  if (!header) return null;
  const [requestHeaders, jar] = await Promise.all([headers(), cookies()]);
  const suggestion = locationSuggestion(
    locale,
    countryOf(requestHeaders.get(header)),
    countryOf(jar.get(storefrontCookieNames.locationChoice)?.value),
  );
  if (!suggestion) return null;
  const t = await getTranslations({ locale: locale.path, namespace: 'stores' });
  return (
    <LocationConfirmationMount
      country={suggestion.country}
      sites={locationSitesFrom(t, locale.tag, suggestion.targets)}
      labels={locationLabelsFrom(t, locale.tag, locale.country, suggestion.country)}
    />
  );
}
