import type { ProductTile } from '@storefront/api-contract';
import { Badge, Image, numberFormat, Price, Rating } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import * as styles from './ProductCard.css';

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  /** A product of the search answer (spec 2 §7); amounts in major units of `tile.currency`. */
  product: ProductTile;
  /** Product page URL under the locale, e.g. `/en-us/p/boot-ALP1001M`. */
  href: string;
  /** BCP 47 tag for money and numbers, e.g. `fr-CA` (CAD shows its code, spec 2 §9). */
  locale: string;
  /** Heading level of the name in the page outline; 3 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Load the image eagerly with high priority (the first cards of a grid). */
  priority?: boolean;
  /**
   * A control over the image's top corner, above the card's link (the host's favorite heart,
   * spec 1 §4); nothing by default.
   */
  action?: ReactNode;
  /** A control under the card's details (the host's compare choice), above the card's link. */
  extra?: ReactNode;
  labels: CatalogLabels;
}

/**
 * A product card of a listing (server component): image with badges (the product's badge,
 * presale, out of stock), name linking to the product page (the link covers the card), price
 * with the ui `Price` rules (sale, range, lowest-price notice of spec 3 §9), number of colours
 * and rating; the host's `action` (a client island) over the image's top corner.
 */
export function ProductCard({
  product,
  href,
  locale,
  headingLevel = 3,
  priority = false,
  action,
  extra,
  labels,
}: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const average = numberFormat(locale, { maximumFractionDigits: 1 }).format(product.rating.average);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image
          sources={{ sm: { src: product.image.url, width: 400, height: 400 } }}
          alt={product.image.alt}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          {...(priority ? { priority: true } : {})}
        />
        <div className={styles.badges}>
          {product.badge ? (
            <Badge tone="new" size="sm">
              {product.badge}
            </Badge>
          ) : null}
          {product.presale ? (
            <Badge tone="info" size="sm">
              {labels.presale}
            </Badge>
          ) : null}
          {product.available ? null : (
            <Badge tone="neutral" size="sm">
              {labels.outOfStock}
            </Badge>
          )}
        </div>
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
      <Heading className={styles.name}>
        <a className={styles.link} href={href}>
          {product.name}
        </a>
      </Heading>
      <Price
        price={product.price}
        currency={product.currency}
        locale={locale}
        size="sm"
        labels={labels.price}
      />
      <div className={styles.meta}>
        {product.colors.length > 0 ? (
          <span>{labels.colourCount(product.colors.length)}</span>
        ) : null}
        {product.rating.count > 0 ? (
          <Rating
            value={product.rating.average}
            reviewCount={product.rating.count}
            size="sm"
            locale={locale}
            label={labels.rating(average, product.rating.count)}
          />
        ) : null}
      </div>
      {extra ? <div className={styles.extra}>{extra}</div> : null}
    </article>
  );
}
