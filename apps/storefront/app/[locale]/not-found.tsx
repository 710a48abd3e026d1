import { findLocale, storefrontLocales } from '@storefront/api-contract';
import { locale as localeParam } from 'next/root-params';
import { getTranslations } from 'next-intl/server';
import { ContentMessage } from '../../src/components/ContentMessage';
import { getAugmentedPageContent } from '../../src/lib/augmentedPage';
import { shellSlotRenderer } from '../../src/lib/contentSlots';

/**
 * 404 inside a locale: the shell stays, with a way back to that locale's home page and the
 * `error-4xx` fixed page's `main` slot below (spec 2 §7: where to go instead). Next gives
 * not-found pages no params: the locale is the root parameter of the URL (`next/root-params`,
 * `/fr-ca/...` → French), not next-intl's request locale, which would make every page of the
 * locale read the request (a not-found boundary is part of every page it wraps; cache
 * components); the default locale's words for a path outside every locale. A server
 * component: no words in the page's JavaScript.
 */
export default async function LocaleNotFound() {
  const locale = findLocale((await localeParam()) ?? '');
  const t = await getTranslations({
    locale: locale?.path ?? storefrontLocales[0]!.path,
    namespace: 'shell',
  });
  const content = locale ? await getAugmentedPageContent(locale, 'error-4xx') : null;
  return (
    <>
      <ContentMessage
        title={t('notFound.title')}
        text={t('notFound.text')}
        link={{ href: locale ? `/${locale.path}` : '/', label: t('notFound.backHome') }}
      />
      {locale ? shellSlotRenderer(locale, content)('main') : null}
    </>
  );
}
