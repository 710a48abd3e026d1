import { localisePath } from '@storefront/api-contract';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CatalogPageFrame } from '../../../src/components/CatalogPageFrame';
import {
  CompareTable,
  canCompare,
  compareIdsOf,
  compareParam,
  compareWordsOf,
} from '../../../src/components/Compare';
import { ContentMessage } from '../../../src/components/ContentMessage';
import { getCompare } from '../../../src/lib/catalog';
import { type LocaleRouteProps, routeLocale } from '../../../src/lib/routeParams';

/** The compare page's title; never indexed (every choice would be a page). */
export async function generateMetadata({ params }: LocaleRouteProps): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'search.compare' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

/**
 * The compare page `/{lang}-{region}/compare?productIds=…` (spec 2 §7 "Internal" compare): where
 * the category grid's compare form leads without JavaScript (with it, the same table opens in
 * a dialog). 2 to 4 products side by side; fewer, or an unknown product, says so.
 */
export default async function CompareRoute({ params, searchParams }: LocaleRouteProps) {
  const locale = await routeLocale(params);
  const t = await getTranslations({ locale: locale.path, namespace: 'search.compare' });
  const shell = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const ids = compareIdsOf((await searchParams)[compareParam]);
  const result = canCompare(ids) ? await getCompare(locale, ids) : undefined;
  return (
    <CatalogPageFrame title={t('title')}>
      {!result ? (
        <p role="status">{t('tooFew')}</p>
      ) : !result.ok ? (
        <ContentMessage role="alert" title={shell('contentUnavailable.title')} text={t('failed')} />
      ) : (
        <CompareTable
          products={result.value.products}
          hrefOf={(p) => localisePath(locale.path, p.url)}
          locale={locale.tag}
          words={compareWordsOf(t)}
        />
      )}
    </CatalogPageFrame>
  );
}
