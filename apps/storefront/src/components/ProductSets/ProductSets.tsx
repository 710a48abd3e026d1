import { localisePath, type ProductDetails, type StorefrontLocale } from '@storefront/api-contract';
import { type CatalogLabels, ProductGrid } from '@storefront/commerce';
import { Stack } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { getProductSetsOf } from '../../lib/catalog';

/** Props of {@link ProductSets}. */
export interface ProductSetsProps {
  locale: StorefrontLocale;
  product: ProductDetails;
  labels: CatalogLabels;
}

/**
 * The product sets the product belongs to (spec 2 §7 `productSets`, `productSet`): per set its
 * name, description and the other products of the set as the listing's grid. Nothing when the
 * product is in no set or the calls fail. Server component.
 */
export async function ProductSets({ locale, product, labels }: ProductSetsProps) {
  const sets = await getProductSetsOf(locale, product.id);
  if (sets.length === 0) return null;
  const t = await getTranslations({ locale: locale.path, namespace: 'productExtras' });
  return (
    <Stack gap="xl">
      {sets.map((set) => {
        const others = set.products.filter((p) => p.id !== product.id);
        if (others.length === 0) return null;
        const headingId = `set-${set.id}`;
        return (
          <Stack as="section" gap="md" key={set.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{t('sets.heading', { name: set.name })}</h2>
            <p>{set.description}</p>
            <ProductGrid
              products={others}
              hrefOf={(p) => localisePath(locale.path, p.url)}
              locale={locale.tag}
              label={t('sets.grid', { name: set.name })}
              labels={labels}
              priorityCount={0}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
