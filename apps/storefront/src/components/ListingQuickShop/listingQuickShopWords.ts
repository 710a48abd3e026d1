import type { StorefrontLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';

/** The words of a listing's quick-shop: the visible word and the accessible name per product. */
export interface ListingQuickShopWords {
  text: string;
  label: (name: string) => string;
}

/** The quick-shop words of a listing in the locale's language (`search.listing`). */
export async function listingQuickShopWordsFor(
  locale: StorefrontLocale,
): Promise<ListingQuickShopWords> {
  const t = await getTranslations({ locale: locale.path, namespace: 'search.listing' });
  return { text: t('quickShop'), label: (name) => t('quickShopLabel', { name }) };
}
