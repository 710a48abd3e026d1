import { type _Translator, type AbstractIntlMessages, createTranslator } from 'use-intl';
import { blockMessagesEn } from '../messages';
import type blocksEn from '../messages/en/blocks.json';
import type { BlockServices } from './types';

/** The shape of the `blocks` namespace: the English catalogue (`messages/en/blocks.json`). */
export type BlockMessages = typeof blocksEn;

/**
 * A translator of the `blocks` namespace (use-intl, ICU syntax): `t('carousel.previous')`,
 * `t('dialog.step', { step: 1, total: 2 })`. Keys are typed from the English catalogue.
 */
export type BlockWords = _Translator<{ blocks: BlockMessages }, 'blocks'>;

/**
 * Deep-merges a host's `blocks` messages over the English defaults, key by key: a host that
 * translates two keys gets English for the rest. A message is a string or a compiled message
 * (an array); other values are ignored. Any two message trees merge the same way (the
 * storefront merges its catalogues with it).
 * @param host the host's `blocks` namespace of one language (e.g. `messagesFor(locale).blocks`)
 * @param base the defaults (the package's English catalogue)
 */
export function mergeBlockMessages(
  host: AbstractIntlMessages | undefined,
  base: AbstractIntlMessages = blockMessagesEn,
): AbstractIntlMessages {
  if (!host) return base;
  const merged: AbstractIntlMessages = { ...base };
  for (const [key, value] of Object.entries(host)) {
    const current = merged[key];
    if (isMessage(value)) merged[key] = value;
    else if (isBranch(value))
      merged[key] = isBranch(current) ? mergeBlockMessages(value, current) : value;
  }
  return merged;
}

/**
 * A message: an ICU string, or its compiled form (an array, in a host that compiles its
 * catalogues when it is built, as the storefront does).
 */
function isMessage(value: unknown): value is string {
  return typeof value === 'string' || Array.isArray(value);
}

function isBranch(value: unknown): value is AbstractIntlMessages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merged catalogues per host catalogue, then translators per locale tag (one per render). */
const translators = new WeakMap<AbstractIntlMessages, Map<string, BlockWords>>();

/**
 * The blocks' words for a render (design: "Messages"): a use-intl translator of the host's
 * `blocks` messages (`services.messages`, the page's language) over the package's English
 * defaults, formatting for `services.locale.tag`. Memoised per catalogue and locale, so every
 * block of a page shares one translator. Call it where the block renders (the server); hand a
 * client island the resolved strings as props, never the translator or the catalogue.
 *
 * @example
 * ```tsx
 * const t = blockWords(services);
 * <Carousel label={fields.title ?? t('carousel.categories')} labels={carouselWords(t)} />
 * ```
 */
export function blockWords(services: Pick<BlockServices, 'locale' | 'messages'>): BlockWords {
  const host = services.messages ?? blockMessagesEn;
  let byLocale = translators.get(host);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(host, byLocale);
  }
  const tag = services.locale.tag;
  let t = byLocale.get(tag);
  if (!t) {
    const merged = mergeBlockMessages(host === blockMessagesEn ? undefined : host);
    t = createTranslator({
      locale: tag,
      messages: { blocks: merged as BlockMessages },
      namespace: 'blocks',
    });
    byLocale.set(tag, t);
  }
  return t;
}
