import type { StorefrontLocale } from '@storefront/api-contract';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { messagesFor, pickNamespaces } from './catalogue';

/**
 * The messages a client island gets (design: "Messages"): only the listed namespaces of the
 * locale's language, as the built app ships them (compiled, see next.config.ts). For an island
 * that provides them itself, e.g. code loaded on first use (`LazyCartDialogs`).
 * @param namespaces e.g. `['cart']`
 */
export function islandMessages(
  locale: StorefrontLocale,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return pickNamespaces(messagesFor(locale), namespaces);
}

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
