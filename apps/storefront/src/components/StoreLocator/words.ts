import { type Catalogue, commerceMessages } from '@storefront/commerce/messages';
import { createTranslator } from 'next-intl';
import type { Translate } from '../../i18n/translate';

/**
 * The `stores` translator of a language without a request (stories and unit tests; pages use
 * `getTranslations({ locale: locale.path, namespace: 'stores' })`). A language without a
 * catalogue: English.
 * @param language ISO 639-1, e.g. `fr`
 */
export function storesTranslator(language: string): Translate {
  const catalogue =
    (commerceMessages as Record<string, Catalogue | undefined>)[language] ?? commerceMessages.en;
  return createTranslator({
    locale: language,
    messages: { stores: catalogue.stores },
    namespace: 'stores',
  }) as Translate;
}
