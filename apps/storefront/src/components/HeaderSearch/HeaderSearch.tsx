import type { StorefrontLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { SearchField } from './SearchField.client';
import { searchFieldWordsFrom } from './words';

/**
 * The header's search (spec 2 §2 `/search`, §7 autoSuggest): a GET form to the locale's search
 * page, upgraded to a combobox with suggestions on focus (`SearchField`), in the words of the
 * `search` namespace resolved here.
 */
export async function HeaderSearch({ locale }: { locale: StorefrontLocale }) {
  const t = await getTranslations({ locale: locale.path, namespace: 'search' });
  return (
    <SearchField localePath={locale.path} locale={locale.tag} words={searchFieldWordsFrom(t)} />
  );
}
