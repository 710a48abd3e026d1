import { localisePath, type ProductSet, type StorefrontLocale } from '@storefront/api-contract';
import { type CatalogLabels, ProductGrid } from '@storefront/commerce';
import { Stack } from '@storefront/ui';
import type { Translate } from '../../i18n/translate';

/** Words of {@link ProductSetsView} (`productExtras` namespace, resolved). */
export interface ProductSetsWords {
  /** A set's heading, e.g. "Shop the set: Trail running kit". */
  heading: (name: string) => string;
  /** The set's grid's accessible name. */
  grid: (name: string) => string;
}

/** The sets' words from a `productExtras` translator (`getTranslations`, or a story's). */
export function productSetsWordsFrom(t: Translate): ProductSetsWords {
  return {
    heading: (name) => t('sets.heading', { name }),
    grid: (name) => t('sets.grid', { name }),
  };
}

/** Props of {@link ProductSetsView}. */
export interface ProductSetsViewProps {
  /** The sets the product belongs to, each with its products (spec 2 §7 `productSet`). */
  sets: ProductSet[];
  /** The product of the page: left out of each set's grid. */
  productId: string;
  locale: Pick<StorefrontLocale, 'path' | 'tag'>;
  labels: CatalogLabels;
  words: ProductSetsWords;
}

/**
 * The product sets on the product page (spec 2 §7 `productSets`, `productSet`): per set a
 * section with its name, description and the set's other products as the listing's grid. A
 * set with no other product is left out. Server component, no state.
 */
export function ProductSetsView({ sets, productId, locale, labels, words }: ProductSetsViewProps) {
  return (
    <Stack gap="xl">
      {sets.map((set) => {
        const others = set.products.filter((p) => p.id !== productId);
        if (others.length === 0) return null;
        const headingId = `set-${set.id}`;
        return (
          <Stack as="section" gap="md" key={set.id} aria-labelledby={headingId}>
            <h2 id={headingId}>{words.heading(set.name)}</h2>
            <p>{set.description}</p>
            <ProductGrid
              products={others}
              hrefOf={(p) => localisePath(locale.path, p.url)}
              locale={locale.tag}
              label={words.grid(set.name)}
              labels={labels}
              priorityCount={0}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
