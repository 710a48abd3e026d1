import type { StorefrontLocale } from '@storefront/api-contract';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { islandMessages } from './catalogue';

/**
 * Gives a client island the words it needs (design: "Messages"): a `NextIntlClientProvider`
 * with only the listed namespaces of the locale's language. Client components inside call
 * `useTranslations(namespace)` (from `use-intl` in packages, `next-intl` in the app).
 * @param namespaces e.g. `['cart']`; every namespace the island's components read.
 */
export function IntlIsland({
  locale,
  namespaces,
  children,
}: {
  locale: StorefrontLocale;
  namespaces: readonly string[];
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider
      locale={locale.tag}
      messages={islandMessages(locale, namespaces)}
      timeZone="UTC"
    >
      {children}
    </NextIntlClientProvider>
  );
}
