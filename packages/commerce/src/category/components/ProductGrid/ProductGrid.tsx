import type { ProductTile } from '@storefront/api-contract';
import type { ReactNode } from 'react';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import { ProductCard } from '../../../product/components/ProductCard';
import * as styles from './ProductGrid.css';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ProductTile[];
  /** Product page URL of a tile (under the locale). */
  hrefOf: (product: ProductTile) => string;
  /** BCP 47 tag, e.g. `en-US`. */
  locale: string;
  /** Accessible name of the list, e.g. the category name. */
  label: string;
  /** Cards loaded eagerly with high priority (above the fold); 4 by default. */
  priorityCount?: number;
  /** A control on each card (the host's favorite heart, spec 1 §4): see `ProductCard.action`. */
  actionOf?: (product: ProductTile) => ReactNode;
  /** A control under each card's details (the host's compare choice): see `ProductCard.extra`. */
  extraOf?: (product: ProductTile) => ReactNode;
  labels: CatalogLabels;
}

/**
 * The product grid of a listing (server component): 2 columns on sm, 3 on md, 4 on lg, one
 * {@link ProductCard} per product; a "no products" status when the list is empty.
 */
export function ProductGrid({
  products,
  hrefOf,
  locale,
  label,
  priorityCount = 4,
  actionOf,
  extraOf,
  labels,
}: ProductGridProps) {
  if (products.length === 0) {
    return (
      <p role="status" className={styles.empty}>
        {labels.noResults}
      </p>
    );
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            href={hrefOf(product)}
            locale={locale}
            labels={labels}
            priority={index < priorityCount}
            {...(actionOf ? { action: actionOf(product) } : {})}
            {...(extraOf ? { extra: extraOf(product) } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
