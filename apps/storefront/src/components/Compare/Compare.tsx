import { compareLimits, type StorefrontLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '../../i18n/catalogue';
import { CompareForm, type CompareFormWords } from './CompareForm.client';

/** What a listing needs to offer compare: the form's words and the dialog's catalogue. */
export interface CompareOffer {
  action: string;
  words: CompareFormWords;
  /** The card's visible word and its accessible name per product name. */
  choiceText: string;
  choiceLabel: (name: string) => string;
  locale: string;
  localePath: string;
  messages: ReturnType<typeof islandMessages>;
}

/**
 * The compare offer of a listing page in the page's language (spec 2 §7 compare): the form's
 * words (the status formatted for 0 to 4 chosen), the cards' choice words and the `search`
 * catalogue the dialog loads with.
 */
export async function compareOfferFor(locale: StorefrontLocale): Promise<CompareOffer> {
  const t = await getTranslations({ locale: locale.path, namespace: 'search.compare' });
  return {
    action: `/${locale.path}/compare`,
    words: {
      formLabel: t('formLabel'),
      hint: t('hint'),
      chosen: Array.from({ length: compareLimits.max + 1 }, (_, count) => t('chosen', { count })),
      full: t('full'),
      tooFew: t('tooFew'),
      submit: t('submit'),
      clear: t('clear'),
    },
    choiceText: t('choose'),
    choiceLabel: (name) => t('chooseLabel', { name }),
    locale: locale.tag,
    localePath: locale.path,
    messages: islandMessages(locale, ['search']),
  };
}

/** The listing's compare form (see `CompareForm`) from a {@link CompareOffer}. */
export function CompareBar({ offer }: { offer: CompareOffer }) {
  return (
    <CompareForm
      action={offer.action}
      words={offer.words}
      locale={offer.locale}
      localePath={offer.localePath}
      messages={offer.messages}
    />
  );
}
