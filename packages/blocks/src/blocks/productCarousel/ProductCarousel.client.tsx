'use client';

import {
  Button,
  Carousel,
  fillPlaceholders,
  Heading,
  Image,
  Price,
  Rating,
  Skeleton,
} from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import type { ProductCarouselLabels } from './labels';
import {
  impressionEvent,
  lazyRootMargin,
  loadProductCarousel,
  type ProductCarouselCard,
  type ProductCarouselData,
  productCarouselEvents,
} from './load';
import * as styles from './ProductCarousel.css';
import type { ProductCarouselFields } from './schema';

/** Props of {@link ProductCarouselClient}: serialisable only (a client island). */
export interface ProductCarouselClientProps {
  id: string;
  fields: ProductCarouselFields;
  /** Heading level of the title (h2-h4). */
  level: 2 | 3 | 4;
  /** The words, resolved by the server block (`productCarouselLabels`). */
  labels: ProductCarouselLabels;
}

type State =
  | { status: 'waiting' }
  | { status: 'ready'; data: ProductCarouselData }
  | { status: 'none' };

/**
 * The product carousel island (spec 3 §3 "Upsell and recommended product", §9): a sized
 * placeholder until the block comes within 200 px of the viewport (IntersectionObserver
 * `rootMargin`), then the products from the host's `services.products` as ui Carousel slides,
 * and one recommendation impression with up to 24 products. Without the service, with no
 * products or on a failure (logged) it renders nothing. Quick shop asks the host
 * (`products.openQuickShop`); product and quick-shop clicks are tracked with the recToken.
 */
export function ProductCarouselClient({ id, fields, level, labels }: ProductCarouselClientProps) {
  const services = useBlockServices();
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [state, setState] = useState<State>({ status: 'waiting' });

  useEffect(() => {
    const element = placeholder.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: lazyRootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const { products, analytics, route, log } = services;
  useEffect(() => {
    if (!near) return;
    if (!products) {
      setState({ status: 'none' });
      return;
    }
    let current = true;
    loadProductCarousel(products, fields, route)
      .then((data) => {
        if (!current) return;
        setState(data.cards.length > 0 ? { status: 'ready', data } : { status: 'none' });
        const impression = impressionEvent(id, fields, data.cards);
        if (impression) analytics.track(impression);
      })
      .catch((error: unknown) => {
        if (!current) return;
        log({
          level: 'warn',
          event: 'productCarousel.unavailable',
          error,
          fields: { blockId: id, source: fields.source },
        });
        setState({ status: 'none' });
      });
    return () => {
      current = false;
    };
  }, [near, products, analytics, route, fields, id, log]);

  if (state.status === 'none') return null;
  if (state.status === 'waiting')
    return (
      <div ref={placeholder} className={styles.placeholder} aria-busy="true">
        <span className={styles.visuallyHidden}>{labels.loading}</span>
        <Skeleton variant="text" width="12rem" />
        <div className={styles.placeholderRow}>
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} variant="rect" height="100%" />
          ))}
        </div>
      </div>
    );

  const title = fields.title ?? state.data.title ?? labels[fields.source];
  const titleId = `${id}-title`;
  const track = (name: string, card: ProductCarouselCard) =>
    analytics.track({
      name,
      blockType: 'productCarousel',
      blockId: id,
      data: {
        id: card.id,
        ...(card.recToken ? { recToken: card.recToken } : {}),
        ...(card.sku ? { sku: card.sku } : {}),
      },
    });
  return (
    <div className={styles.loaded}>
      <Heading level={level} look="lg" id={titleId} className={styles.title}>
        {title}
      </Heading>
      <Carousel
        label={title}
        labels={labels.carousel}
        slidesPerView={fields.source === 'upsell' ? { sm: 1.5, md: 3 } : { sm: 1.5, md: 3, lg: 4 }}
        slidesToScroll={{ sm: 1, md: 3 }}
        showArrows={{ sm: false, md: true }}
        showDots={false}
        showProgress={{ sm: true, md: false }}
      >
        {state.data.cards.map((card) => (
          <article key={card.id} className={styles.card}>
            <div className={styles.media}>
              <Image
                sources={{ sm: { src: card.image.url, width: 600, height: 600 } }}
                alt={card.image.alt}
                sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 66vw"
              />
            </div>
            <Heading level={(level + 1) as 3 | 4 | 5} look="sm" className={styles.name}>
              <a
                className={styles.link}
                href={card.url}
                onClick={() => track(productCarouselEvents.click, card)}
              >
                {card.name}
              </a>
            </Heading>
            {card.rating && card.rating.count > 0 ? (
              <Rating
                value={card.rating.average}
                reviewCount={card.rating.count}
                size="sm"
                locale={services.locale.tag}
              />
            ) : null}
            <Price
              price={card.price}
              currency={card.currency}
              locale={services.locale.tag}
              size="sm"
              labels={labels.price}
            />
            {fields.showQuickShop && products ? (
              <Button
                variant="secondary"
                size="sm"
                className={styles.quickShop}
                aria-label={fillPlaceholders(labels.quickShopProduct, { name: card.name })}
                onClick={() => {
                  track(productCarouselEvents.quickShop, card);
                  products.openQuickShop({ id: card.id, url: card.url });
                }}
              >
                {labels.quickShop}
              </Button>
            ) : null}
          </article>
        ))}
      </Carousel>
    </div>
  );
}
