import { commerceTranslator, type Translate } from '../../i18n/translate';

/**
 * The `stores` translator of a language without a request (stories and unit tests; pages use
 * `getTranslations({ locale: locale.path, namespace: 'stores' })`). A language without a
 * catalogue: English.
 * @param language ISO 639-1, e.g. `fr`
 */
export function storesTranslator(language: string): Translate {
  return commerceTranslator('stores', language);
}
