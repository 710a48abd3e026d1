import 'server-only';
import { findLocale } from '@storefront/api-contract';
import { readCookie } from '@storefront/blocks/services';
import { getTranslations } from 'next-intl/server';
import {
  locationLabelsFrom,
  locationSitesFrom,
} from '../../components/LocationConfirmation/labels';
import { routeError } from '../server/routeErrors';
import { storefrontCookieNames } from '../session/cookieNames';
import { countryHeaderName, countryOf, locationSuggestion } from './detect';

/** Header of a 204 that tells the island detection is off here (no country header configured). */
export const locationDetectionHeader = 'x-location-detection';

const noStore = { 'cache-control': 'private, no-store' };

/**
 * The answer of GET /api/location?locale=en-us, the location confirmation (spec 1 §2) of the
 * page's island, so that the layout reads neither the edge's header nor a cookie
 * (ARCHITECTURE.md §11). The shopper's country comes from the request header named by
 * `STOREFRONT_COUNTRY_HEADER` (set by the edge); when it differs from the site's, another site
 * serves it and the shopper has not answered for it (`locationChoice` cookie): 200 with the
 * dialog's props `{ country, sites, labels }` in the page's language. Otherwise 204, with
 * `x-location-detection: off` when no header is configured (the island then stops asking for
 * the session). 400 `API400` (error envelope) for an unknown locale. Never cached
 * (`private, no-store`: it depends on where the shopper is).
 * @param localePath the `locale` query parameter, e.g. `en-us`
 * @param requestHeaders the request's headers (the edge's country header, `cookie`)
 */
export async function locationConfirmationResponse(
  localePath: string,
  requestHeaders: Headers,
): Promise<Response> {
  const locale = findLocale(localePath);
  if (!locale) return routeError(400, 'API400', 'Unknown locale.');
  const header = countryHeaderName(process.env.STOREFRONT_COUNTRY_HEADER);
  if (!header) {
    return new Response(null, {
      status: 204,
      headers: { ...noStore, [locationDetectionHeader]: 'off' },
    });
  }
  const suggestion = locationSuggestion(
    locale,
    countryOf(requestHeaders.get(header)),
    countryOf(readCookie(requestHeaders.get('cookie') ?? '', storefrontCookieNames.locationChoice)),
  );
  if (!suggestion) return new Response(null, { status: 204, headers: noStore });
  const t = await getTranslations({ locale: locale.path, namespace: 'stores' });
  return Response.json(
    {
      country: suggestion.country,
      sites: locationSitesFrom(t, locale.tag, suggestion.targets),
      labels: locationLabelsFrom(t, locale.tag, locale.country, suggestion.country),
    },
    { headers: noStore },
  );
}
