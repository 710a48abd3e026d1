import { getRequestConfig } from 'next-intl/server';
import { messagesFor, storefrontLocaleOf } from './catalogue';

/**
 * next-intl's request configuration (spec 1 §7). The locale is the `[locale]` URL segment,
 * passed explicitly by every caller (`getTranslations({ locale: locale.path, namespace })`), so
 * a cached render keeps it in its key; the formatting locale is its BCP 47 tag (`fr-CA`).
 * Dates format in UTC on the server and in the browser alike (no hydration mismatch).
 */
export default getRequestConfig(async ({ locale, requestLocale }) => {
  const storefrontLocale = storefrontLocaleOf(locale ?? (await requestLocale));
  return {
    locale: storefrontLocale.tag,
    messages: messagesFor(storefrontLocale),
    timeZone: 'UTC',
  };
});
