import { Container } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import { ProductCarouselClient } from './islands.client';
import { productCarouselLabels } from './labels';
import type { ProductCarouselFields } from './schema';

const headingLevel = { h2: 2, h3: 3, h4: 4 } as const;

/**
 * A product carousel (spec 3 §3 "Upsell and recommended product", §7, §9): recommendations
 * (recToken, id, title, url, image, price, rating; lazy within 200 px of the viewport; one
 * impression with up to 24 products) or upsell (id, sku, name, url, image, price; 3 by default),
 * with data from the host's `services.products` (blocks never fetch) and quick-shop through
 * `services.products.openQuickShop`. The server renders the frame and resolves the words
 * (`productCarouselLabels`); the island loads and shows.
 */
export function ProductCarousel({ fields, id, services }: BlockProps<ProductCarouselFields>) {
  return (
    <Container data-block="productCarousel" data-block-id={id} data-source={fields.source}>
      <ProductCarouselClient
        id={id}
        fields={fields}
        level={headingLevel[fields.titleHeadingTag]}
        labels={productCarouselLabels(services)}
      />
    </Container>
  );
}
