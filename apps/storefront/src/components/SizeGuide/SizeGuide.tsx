import type { ProductDetails, StorefrontLocale } from '@storefront/api-contract';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '../../i18n/catalogue';
import { getSizeGuide } from '../../lib/catalog';
import { SizeGuideButton } from './SizeGuideButton.client';

/**
 * The product page's size guide (spec 2 §7 "Internal"): the chart of the product's size chart
 * type and, for footwear, the foot-size conversion, read on the server; a button opens them in
 * a dialog. Nothing for a product without a chart (gift cards, accessories).
 */
export async function SizeGuide({
  locale,
  product,
}: {
  locale: StorefrontLocale;
  product: ProductDetails;
}) {
  const guide = await getSizeGuide(locale, product.categoryIds);
  if (!guide.chart && !guide.footSizes) return null;
  const t = await getTranslations({ locale: locale.path, namespace: 'productExtras' });
  return (
    <SizeGuideButton
      label={t('sizeGuide.open')}
      chart={guide.chart}
      footSizes={guide.footSizes}
      locale={locale.tag}
      messages={islandMessages(locale, ['productExtras'])}
    />
  );
}
