/**
 * The blocks' English words (ICU syntax), the defaults every block falls back to. A host gives
 * blocks the words of another language through `BlockServices`, so a brand adds a language
 * without forking the renderer (design: "Messages"): blocks read the merged words with
 * `blockWords(services)`; see the package README, "Words".
 */
import type { AbstractIntlMessages } from 'use-intl';
import blocksEn from './en/blocks.json';

/** The `blocks` namespace in English: the defaults shipped with the package. */
export const blockMessagesEn: AbstractIntlMessages = blocksEn;
