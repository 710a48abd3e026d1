import { findLocale } from '@storefront/api-contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContentMessage } from '../../src/components/ContentMessage';

/**
 * 404 inside a locale: the shell stays, with a way back to that locale's home page. Next gives
 * not-found pages no params: the locale is next-intl's request locale, which `proxy.ts` reads
 * off the URL (`/fr-ca/...` → French); the default locale for a path outside every locale.
 * A server component: no words in the page's JavaScript.
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('shell');
  const locale = findLocale(await getLocale());
  return (
    <ContentMessage
      title={t('notFound.title')}
      text={t('notFound.text')}
      link={{ href: locale ? `/${locale.path}` : '/', label: t('notFound.backHome') }}
    />
  );
}
