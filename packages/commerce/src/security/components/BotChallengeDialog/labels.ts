import type { Translate } from '../../../messages/translate';

/** Words of the bot-defence challenge dialog (the `botChallenge` group of the `cart` catalogue). */
export interface BotChallengeLabels {
  title: string;
  /** Why the shopper is asked. */
  intro: string;
  /** The button that passes the challenge and sends the request again. */
  confirm: string;
  /** Closes the dialog without sending (the request fails with AUT403's message). */
  cancel: string;
}

/**
 * The challenge dialog's words from a translator of the `cart` namespace (spec 1 §8 bot
 * defence). Only strings: a server component may build them and pass them to a client one.
 */
export function botChallengeLabelsFrom(t: Translate): BotChallengeLabels {
  return {
    title: t('botChallenge.title'),
    intro: t('botChallenge.intro'),
    confirm: t('botChallenge.confirm'),
    cancel: t('botChallenge.cancel'),
  };
}
