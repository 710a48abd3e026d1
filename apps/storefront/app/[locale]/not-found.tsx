import { findLocale } from '@storefront/api-contract';
import { getLocale, getTranslations } from 'next-intl/server';
import { ContentMessage } from '../../src/components/ContentMessage';
import { getAugmentedPageContent } from '../../src/lib/augmentedPage';
import { shellSlotRenderer } from '../../src/lib/contentSlots';

/**
 * 404 inside a locale: the shell stays, with a way back to that locale's home page and the
 * `error-4xx` fixed page's `main` slot below (spec 2 §7: where to go instead). Next gives
 * not-found pages no params: the locale is next-intl's request locale, which `proxy.ts` reads
 * off the URL (`/fr-ca/...` → French); the default locale for a path outside every locale.
 * A server component: no words in the page's JavaScript.
 */
export default async function LocaleNotFound() {
  const t = await getTranslations('shell');
  const locale = findLocale(await getLocale());
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
