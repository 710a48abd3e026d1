/**
 * The header search's words, resolved on the server (the island ships no message runtime):
 * `countOne` / `countOther` keep a `{count}` placeholder the island fills.
 */
export interface SearchFieldWords {
  label: string;
  placeholder: string;
  submit: string;
  suggestions: string;
  recent: string;
  clearRecent: string;
  terms: string;
  products: string;
  categories: string;
  countNone: string;
  countOne: string;
  countOther: string;
}

/** The words of the `search` namespace's `field` group (a `getTranslations` translator). */
export function searchFieldWordsFrom(
  t: (key: string, values?: Record<string, string>) => string,
): SearchFieldWords {
  const keys = [
    'label',
    'placeholder',
    'submit',
    'suggestions',
    'recent',
    'clearRecent',
    'terms',
    'products',
    'categories',
    'countNone',
    'countOne',
  ] as const;
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(`field.${key}`)])) as Omit<
      SearchFieldWords,
      'countOther'
    >),
    countOther: t('field.countOther', { count: '{count}' }),
  };
}
