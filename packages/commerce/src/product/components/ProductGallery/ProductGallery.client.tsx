'use client';

import type { ProductImage } from '@storefront/api-contract';
import { Carousel, fillPlaceholders, Image } from '@storefront/ui';
import { useState } from 'react';
import type { ProductGalleryLabels } from './labels';
import * as styles from './ProductGallery.css';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  /** The chosen colour's images (see `galleryImages`), first one shown first. */
  images: readonly ProductImage[];
  /** Product name, for the gallery's accessible name. */
  productName: string;
  /** Intrinsic image size in px (square); 400 by default (the seed's product SVGs). */
  imageSize?: number;
  /**
   * `responsive` (default): carousel on sm, thumbnails from md. `carousel` or `thumbnails` at
   * every width (a dialog, a story).
   */
  layout?: 'responsive' | 'carousel' | 'thumbnails';
  /**
   * Its words (`catalog` catalogue, see `productGalleryLabelsFrom`): strings, so a server page
   * passes them and the page needs no message runtime in the browser.
   */
  labels: ProductGalleryLabels;
}

/**
 * The product image gallery (client island): on sm a swipeable ui `Carousel` with dots; from md
 * a large image with a column of thumbnail buttons (`aria-pressed` on the shown one). The first
 * image is the page's LCP image (eager, high priority). Keyed by colour by the page, so a
 * colour change starts again at its first image.
 */
export function ProductGallery({
  images,
  productName,
  imageSize = 400,
  layout = 'responsive',
  labels,
}: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const shown = images[Math.min(index, images.length - 1)];
  const size = { width: imageSize, height: imageSize };
  if (!shown) return null;
  const name = fillPlaceholders(labels.gallery, { product: productName });
  return (
    <div>
      {layout === 'thumbnails' ? null : (
        <div className={layout === 'responsive' ? styles.small : undefined}>
          <Carousel
            label={name}
            labels={labels.carousel}
            showArrows={false}
            showDots={images.length > 1}
          >
            {images.map((image, i) => (
              <div key={image.url} className={styles.frame}>
                <Image
                  sources={{ sm: { src: image.url, ...size } }}
                  alt={image.alt}
                  fit="contain"
                  {...(i === 0 ? { priority: true } : {})}
                />
              </div>
            ))}
          </Carousel>
        </div>
      )}
      {layout === 'carousel' ? null : (
        <section
          className={layout === 'responsive' ? styles.large : styles.thumbnails}
          aria-label={name}
        >
          <ul className={styles.thumbs}>
            {images.map((image, i) => (
              <li key={image.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-pressed={i === index}
                  aria-label={fillPlaceholders(labels.showImage, {
                    n: i + 1,
                    total: images.length,
                  })}
                  onClick={() => setIndex(i)}
                >
                  <Image sources={{ sm: { src: image.url, ...size } }} alt="" fit="contain" />
                </button>
              </li>
            ))}
          </ul>
          <div className={styles.frame}>
            <Image
              sources={{ sm: { src: shown.url, ...size } }}
              alt={shown.alt}
              fit="contain"
              sizes="(min-width: 1024px) 50vw, 100vw"
              {...(index === 0 ? { priority: true } : {})}
            />
          </div>
        </section>
      )}
    </div>
  );
}
