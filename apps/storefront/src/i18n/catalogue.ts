import 'server-only';
import {
  defaultLocalePath,
  findLocale,
  languageOf,
  type StorefrontLocale,
} from '@storefront/api-contract';
import { blockMessagesEn } from '@storefront/blocks/messages';
import { mergeBlockMessages } from '@storefront/blocks/services';
import { type Catalogue, commerceMessages } from '@storefront/commerce/messages';
import type { AbstractIntlMessages } from 'next-intl';
import consentEn from '../messages/en/consent.json';
import searchEn from '../messages/en/search.json';
import shellEn from '../messages/en/shell.json';
import blocksFr from '../messages/fr/blocks.json';
import consentFr from '../messages/fr/consent.json';
import searchFr from '../messages/fr/search.json';
import shellFr from '../messages/fr/shell.json';

/**
 * The storefront's own catalogues and the host's words for the blocks, by language. English
 * blocks words are the blocks package's defaults; the host only adds other languages.
 */
const storefrontMessages: Record<string, Catalogue> = {
  en: { shell: shellEn, search: searchEn, consent: consentEn },
  fr: { shell: shellFr, blocks: blocksFr, search: searchFr, consent: consentFr },
};

const cache = new Map<string, Catalogue>();

/**
 * The whole catalogue of a locale's language (spec 1 §7): commerce's namespaces (`catalog`,
 * `cart`, `checkout`, `errors`), `blocks` (the package's English defaults under the host's
 * words) and the storefront's `shell`, `search` and `consent`. A language without a catalogue falls back to English.
 * @param locale a storefront locale, its path (`fr-ca`) or tag (`fr-CA`).
 */
export function messagesFor(locale: StorefrontLocale | string): Catalogue {
  const language = languageOf(locale);
  const cached = cache.get(language);
  if (cached) return cached;
  const commerce = (commerceMessages as Record<string, Catalogue | undefined>)[language];
  const own = storefrontMessages[language];
  const catalogue: Catalogue = {
    ...commerceMessages.en,
    ...commerce,
    blocks: mergeBlockMessages(own?.blocks, blockMessagesEn),
    shell: own?.shell ?? (storefrontMessages.en?.shell as AbstractIntlMessages),
    search: own?.search ?? (storefrontMessages.en?.search as AbstractIntlMessages),
    consent: own?.consent ?? (storefrontMessages.en?.consent as AbstractIntlMessages),
  };
  cache.set(language, catalogue);
  return catalogue;
}

/**
 * Only the namespaces a client island uses, so no page ships words it does not show (and never
 * another language's).
 */
export function pickNamespaces(catalogue: Catalogue, namespaces: readonly string[]): Catalogue {
  const picked: Catalogue = {};
  for (const namespace of namespaces) {
    const messages = catalogue[namespace];
    if (messages) picked[namespace] = messages;
  }
  return picked;
}

/** The storefront locale of a URL segment or tag; the default locale when it is not served. */
export function storefrontLocaleOf(locale: string | undefined): StorefrontLocale {
  return findLocale(locale ?? '') ?? (findLocale(defaultLocalePath) as StorefrontLocale);
}

/**
 * The messages a client island gets (design: "Messages"): only the listed namespaces of the
 * locale's language, as the built app ships them (compiled, see next.config.ts). For an island
 * that provides them itself, e.g. code loaded on first use (`LazyCartDialogs`); a module that
 * imports this (and not `IntlIsland`) adds no client component to its page.
 * @param namespaces e.g. `['cart']`
 */
export function islandMessages(
  locale: StorefrontLocale,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return pickNamespaces(messagesFor(locale), namespaces);
}
