import { type Catalogue, commerceMessages } from '@storefront/commerce/messages';
import { type AbstractIntlMessages, createTranslator } from 'next-intl';
import shellEn from '../messages/en/shell.json';
import shellFr from '../messages/fr/shell.json';

/**
 * A translator bound to one namespace (design: "Messages"): a dotted key of the namespace and
 * its ICU values → the message. Server components get one from next-intl's
 * `getTranslations({ locale: locale.path, namespace })` and hand it to the presentational
 * components they render (`SiteHeader`, `SiteFooter`), which stay synchronous (stories, tests).
 */
export type Translate = (key: string, values?: Record<string, string | number | Date>) => string;

const shellCatalogues: Record<string, typeof shellEn> = { en: shellEn, fr: shellFr };

/**
 * The `shell` translator of a language without a request (stories and unit tests; pages use
 * `getTranslations`). A language without a catalogue: English.
 * @param language ISO 639-1, e.g. `fr` (`languageOf(locale)`)
 * @param messages another `shell` catalogue (e.g. a pseudo-locale's)
 */
export function shellTranslator(language: string, messages?: typeof shellEn): Translate {
  return createTranslator({
    locale: language,
    messages: { shell: messages ?? shellCatalogues[language] ?? shellEn },
    namespace: 'shell',
  }) as Translate;
}

/**
 * A translator of one of commerce's namespaces (`reviews`, `stores`, `productExtras`…) in a
 * language, without a request (stories and unit tests; pages use `getTranslations`). A
 * language without a catalogue: English.
 * @param namespace a namespace of `commerceMessages`
 * @param language ISO 639-1, e.g. `fr`
 */
export function commerceTranslator(
  namespace: string,
  language: string,
): Translate & { raw(key: string): unknown } {
  const catalogue = ((commerceMessages as Record<string, Catalogue | undefined>)[language] ??
    commerceMessages.en) as Record<string, AbstractIntlMessages | undefined>;
  return createTranslator({
    locale: language,
    messages: { [namespace]: catalogue[namespace] ?? {} },
    namespace,
  } as Parameters<typeof createTranslator>[0]) as Translate & { raw(key: string): unknown };
}
