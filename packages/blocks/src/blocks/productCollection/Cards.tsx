import { Heading, Image, Price } from '@storefront/ui';
import type { CollectionLabels } from './labels';
import * as styles from './ProductCollection.css';
import type { CollectionItem } from './schema';

/** Props of a collection card. */
export interface CollectionCardProps {
  item: CollectionItem;
  /** Heading level of the card's name (one below the collection title). */
  level: 3 | 4 | 5;
  locale: string;
  labels: CollectionLabels['price'];
  /** `sizes` of the card image for the collection's widths. */
  sizes: string;
}

/** A product card: image with an optional badge, the name as the card's link, the price. */
export function ProductCard({ item, level, locale, labels, sizes }: CollectionCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image
          sources={{
            sm: { src: item.image.url, width: item.image.width, height: item.image.height },
          }}
          alt={item.image.alt}
          sizes={sizes}
        />
        {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
      </div>
      <Heading level={level} look="sm" className={styles.name}>
        <a className={styles.link} href={item.url}>
          {item.name}
        </a>
      </Heading>
      {item.price !== undefined && item.currency ? (
        <Price
          price={{
            current: item.price,
            ...(item.originalPrice !== undefined ? { original: item.originalPrice } : {}),
          }}
          currency={item.currency}
          locale={locale}
          size="sm"
          labels={labels}
        />
      ) : null}
    </article>
  );
}

/** A search hub card: a round image above the name, the whole card one link. */
export function SearchHubCard({ item, level, sizes }: CollectionCardProps) {
  return (
    <article className={styles.hubCard}>
      <div className={styles.hubMedia}>
        <Image
          sources={{
            sm: { src: item.image.url, width: item.image.width, height: item.image.height },
          }}
          alt={item.image.alt}
          sizes={sizes}
        />
      </div>
      <Heading level={level} look="sm" className={styles.hubName}>
        <a className={styles.link} href={item.url}>
          {item.name}
        </a>
      </Heading>
    </article>
  );
}
