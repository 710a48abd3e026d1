import { Carousel, Heading, Image, Price } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import { type CollectionLabels, collectionLabels } from './labels';
import * as styles from './ProductCollection.css';
import {
  type CollectionItem,
  type ProductCollectionFields,
  resolveBreakpointSetting,
} from './schema';

const headingLevel = { h2: 2, h3: 3, h4: 4 } as const;

function ProductCard({
  item,
  level,
  locale,
  labels,
}: {
  item: CollectionItem;
  level: 3 | 4 | 5;
  locale: string;
  labels: CollectionLabels['price'];
}) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image
          sources={{
            sm: { src: item.image.url, width: item.image.width, height: item.image.height },
          }}
          alt={item.image.alt}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 66vw"
        />
        {item.badge ? <span className={styles.badge}>{item.badge}</span> : null}
      </div>
      <Heading level={level} look="sm" className={styles.name}>
        <a className={styles.link} href={item.url}>
          {item.name}
        </a>
      </Heading>
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
    </article>
  );
}

/**
 * A product collection (spec 3 §3 "Collection"): a title in its configured heading tag, an
 * optional "view all" link, and product cards (image, name, price from the CMS) as carousel
 * slides with slides per view, arrows, dots and progress per breakpoint (sm / md / lg). The
 * block is a server component; only the carousel is a client island. The carousel is the
 * block's landmark (a region named after the title), so the wrapper is a plain `div`.
 */
export function ProductCollection({ fields, id, services }: BlockProps<ProductCollectionFields>) {
  const level = headingLevel[fields.titleHeadingTag];
  const titleId = `${id}-title`;
  const bp = fields.breakpoints;
  const labels = collectionLabels(services.locale.tag);
  return (
    <div className={styles.section} data-block="productCollection">
      {fields.title || fields.textLink ? (
        <div className={styles.header}>
          {fields.title ? (
            <Heading level={level} look="lg" id={titleId}>
              {fields.title}
            </Heading>
          ) : (
            <span />
          )}
          {fields.textLink ? (
            <a className={styles.textLink} href={fields.textLink.url}>
              {fields.textLink.text}
            </a>
          ) : null}
        </div>
      ) : null}
      <Carousel
        label={fields.title ?? labels.products}
        labels={labels.carousel}
        slidesPerView={resolveBreakpointSetting(bp, 'slidesPerView')}
        showArrows={resolveBreakpointSetting(bp, 'showArrows')}
        showDots={resolveBreakpointSetting(bp, 'showIndicators')}
        showProgress={resolveBreakpointSetting(bp, 'showProgress')}
        gap="md"
      >
        {fields.items.map((item) => (
          <ProductCard
            key={item.id}
            item={item}
            level={(level + 1) as 3 | 4 | 5}
            locale={services.locale.tag}
            labels={labels.price}
          />
        ))}
      </Carousel>
    </div>
  );
}
