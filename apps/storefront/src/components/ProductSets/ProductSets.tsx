import type { ProductDetails, StorefrontLocale } from '@storefront/api-contract';
import type { CatalogLabels } from '@storefront/commerce';
import { getTranslations } from 'next-intl/server';
import { getProductSetsOf } from '../../lib/catalog';
import { ProductSetsView, productSetsWordsFrom } from './ProductSetsView';

/** Props of {@link ProductSets}. */
export interface ProductSetsProps {
  locale: StorefrontLocale;
  product: ProductDetails;
  labels: CatalogLabels;
}

/**
 * The product sets the product belongs to (spec 2 §7 `productSets`, `productSet`), read on the
 * server and shown by {@link ProductSetsView}. Nothing when the product is in no set or the
 * calls fail. Server component.
 */
export async function ProductSets({ locale, product, labels }: ProductSetsProps) {
  const sets = await getProductSetsOf(locale, product.id);
  if (sets.length === 0) return null;
  const t = await getTranslations({ locale: locale.path, namespace: 'productExtras' });
  return (
    <ProductSetsView
      sets={sets}
      productId={product.id}
      locale={locale}
      labels={labels}
      words={productSetsWordsFrom(t)}
    />
  );
}
