import { languageOf } from '@storefront/api-contract';
import type { BlockServices } from '@storefront/blocks/services';
import storefrontBlocksFr from '../../../storefront/src/messages/fr/blocks.json';

/**
 * The host's words for the blocks by language: the storefront's own `blocks` catalogues
 * (`apps/storefront/src/messages/<language>/blocks.json`), so the preview renders blocks in the
 * words the storefront shows (design: "Messages"). English is the blocks package's default.
 */
type AbstractIntlMessages = NonNullable<BlockServices['messages']>;

const storefrontBlockWords: Record<string, AbstractIntlMessages> = { fr: storefrontBlocksFr };

/**
 * The `blocks` words of a locale's language as the storefront passes them in
 * `BlockServices.messages`; `undefined` for English (the blocks' defaults) and languages the
 * storefront has no catalogue for.
 * @param locale a storefront locale path (`fr-ca`) or tag (`fr-CA`)
 */
export function hostBlockWords(locale: string): AbstractIntlMessages | undefined {
  return storefrontBlockWords[languageOf(locale)];
}
