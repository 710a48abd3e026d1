import { Container, Link, Notification, Stack } from '@storefront/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StoreCard } from '../../../../src/components/StoreLocator';
import type { Translate } from '../../../../src/i18n/translate';
import { requireLocale } from '../../../../src/lib/locale';
import { decodeSegment, shellParams } from '../../../../src/lib/routeParams';
import { chooseFavoriteStoreFormAction } from '../../../../src/lib/stores/actions';
import { readFavoriteStoreId, storeIdPattern } from '../../../../src/lib/stores/favoriteStore';
import { getStore } from '../../../../src/lib/stores/locator';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('storeId');

interface StorePageProps {
  params: Promise<{ locale: string; storeId: string }>;
}

async function load(params: StorePageProps['params']) {
  const { locale: path, storeId: segment } = await params;
  const locale = requireLocale(path);
  const storeId = decodeSegment(segment);
  if (!storeIdPattern.test(storeId)) notFound();
  const found = await getStore(locale, storeId);
  if (found.ok && !found.store) notFound();
  return { locale, found };
}

/** The store's name as the title. */
export async function generateMetadata({ params }: StorePageProps): Promise<Metadata> {
  const { locale, found } = await load(params);
  if (found.ok && found.store) return { title: found.store.name };
  const t = await getTranslations({ locale: locale.path, namespace: 'stores' });
  return { title: t('store.details') };
}

/**
 * A store's page `/{lang}-{region}/stores/{storeId}` (spec 2 §7 "Stores"): address, phone,
 * services, the week's opening hours and "Make this my store". A store of another country, or
 * an unknown id, is the locale's 404.
 */
export default async function StorePage({ params }: StorePageProps) {
  const { locale, found } = await load(params);
  const [t, favoriteStoreId] = await Promise.all([
    getTranslations({ locale: locale.path, namespace: 'stores' }),
    readFavoriteStoreId(),
  ]);
  const locator = `/${locale.path}/stores`;
  return (
    <Container>
      <Stack gap="lg">
        <Link href={locator}>{t('store.backToLocator')}</Link>
        {found.ok && found.store ? (
          <StoreCard
            store={found.store}
            tag={locale.tag}
            favorite={found.store.id === favoriteStoreId}
            chooseAction={chooseFavoriteStoreFormAction}
            t={t as Translate}
            level={1}
            hoursOpen
          />
        ) : (
          <Notification tone="error">{t('locator.unavailable')}</Notification>
        )}
      </Stack>
    </Container>
  );
}
