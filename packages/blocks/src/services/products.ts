import { demoProductImage } from '../fixtures/media';

/**
 * Product data a block asks the host for (spec 3 §3 "Upsell and recommended product", §7
 * product calls). Amounts are in major units of `currency` (ISO 4217), e.g. 129.95 USD.
 */
export interface ProductCardPrice {
  current: number;
  /** Price before a reduction; shown struck through when above `current`. */
  original?: number;
}

/** A product image: absolute or site-relative URL and its alt text. */
export interface ProductCardImage {
  url: string;
  alt: string;
}

/** An upsell product (spec 3 §3): id, sku, name, url, image, price. */
export interface UpsellProduct {
  id: string;
  sku: string;
  name: string;
  url: string;
  image: ProductCardImage;
  price: ProductCardPrice;
  currency: string;
}

/** A recommended product (spec 3 §3): recToken, id, title, url, image, price, rating. */
export interface RecommendedProduct {
  /** Token of the recommendation, sent back with the impression and click events. */
  recToken: string;
  id: string;
  title: string;
  url: string;
  image: ProductCardImage;
  price: ProductCardPrice;
  currency: string;
  /** Average 0-5 and number of reviews. */
  rating?: { average: number; count: number };
}

/** What a recommendations widget asks for. */
export interface RecommendationsInput {
  /** Widget id of the recommendation engine, e.g. `pdp-similar`, `bestsellers`. */
  widgetId?: string;
  /** Recommend products similar to this one. */
  productId?: string;
  /** Recommend products of this category. */
  categoryId?: string;
  /** Most products wanted, 1-24 (spec 3 §9). */
  limit: number;
}

/** A recommendations answer: the engine's widget title (if any) and its products. */
export interface Recommendations {
  title?: string;
  products: RecommendedProduct[];
}

/** What an upsell asks for. */
export interface UpsellInput {
  /** The product (or basket item) to upsell from. */
  productId?: string;
  /** Most products wanted; 3 by default (spec 3 §9). */
  limit: number;
}

/**
 * The host's product services (`BlockServices.products`, optional): recommendations and upsell
 * data, and quick-shop. Data calls reject on failure (the block then shows its no-data state).
 */
export interface ProductServices {
  recommendations(input: RecommendationsInput): Promise<Recommendations>;
  upsell(input: UpsellInput): Promise<UpsellProduct[]>;
  /** Opens quick-shop for a product (spec 3 §4; the storefront may navigate to its page). */
  openQuickShop(product: { id: string; url: string }): void;
}

/** Most products in a recommendation impression (spec 3 §9). */
export const maxRecommendationImpression = 24;
/** Upsell products shown by default (spec 3 §9). */
export const defaultUpsellLimit = 3;

const fixtures: readonly [string, string, number, number | undefined, string, string][] = [
  ['ALP1001M', 'Summit Trail Boot', 189, undefined, '#e8e1d5', '#5a3a22'],
  ['ALP1101M', 'Ridge Runner', 140, 160, '#dde6e3', '#1f4d45'],
  ['ALP2001W', 'Canyon Sandal', 65, undefined, '#f1e3d3', '#b5562b'],
  ['ALP2101W', 'Alpine Mid GTX', 210, undefined, '#e2e4ea', '#2b3444'],
  ['ALP3001U', 'Meadow Walker', 120, 150, '#e6ead9', '#55603a'],
  ['ALP3101U', 'Scree Approach', 155, undefined, '#ece5e8', '#6b2f45'],
  ['ALP4001U', 'Fjord Parka', 320, undefined, '#e3e8ee', '#27394d'],
  ['ALP4101U', 'Tarn Fleece', 95, undefined, '#efe6dc', '#7a4b2a'],
];

/** Fixture recommended products (data: URL images), for simulators, stories and tests. */
export function simulatedRecommendedProducts(count = fixtures.length): RecommendedProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const [id, title, current, original, tint, shoe] = fixtures[
      index % fixtures.length
    ] as (typeof fixtures)[number];
    const round = Math.floor(index / fixtures.length);
    return {
      recToken: `rec-${id}-${index}`,
      id: round > 0 ? `${id}${round}` : id,
      title: round > 0 ? `${title} ${round + 1}` : title,
      url: `/p/${title.toLowerCase().replaceAll(' ', '-')}-${id}`,
      image: { url: demoProductImage(tint, shoe), alt: title },
      price: original === undefined ? { current } : { current, original },
      currency: 'USD',
      rating: { average: 3.5 + ((index * 7) % 15) / 10, count: 12 + index * 9 },
    };
  });
}

/** Options of {@link createProductsSimulator}. */
export interface ProductsSimulatorOptions {
  /** Answer after this many ms (default 0). */
  delayMs?: number;
  /** Reject every data call (the blocks' no-data state). */
  fail?: boolean;
  /** Products available (default 8 fixtures); 0 = empty answers. */
  count?: number;
  /** Receives quick-shop requests. */
  onQuickShop?: (product: { id: string; url: string }) => void;
}

/**
 * Product services for Storybook, tests and the preview tool: fixture products, optionally
 * late or failing. `upsell` answers sku `{id}-01` for each product.
 */
export function createProductsSimulator(options: ProductsSimulatorOptions = {}): ProductServices {
  const answer = <T>(value: () => T) =>
    new Promise<T>((resolve, reject) => {
      setTimeout(() => {
        if (options.fail) reject(new Error('Simulated product service failure'));
        else resolve(value());
      }, options.delayMs ?? 0);
    });
  const products = () => simulatedRecommendedProducts(options.count ?? fixtures.length);
  return {
    recommendations: (input) =>
      answer(() => ({
        title: 'You may also like',
        products: products()
          .filter((product) => product.id !== input.productId)
          .slice(0, Math.min(input.limit, maxRecommendationImpression)),
      })),
    upsell: (input) =>
      answer(() =>
        products()
          .filter((product) => product.id !== input.productId)
          .slice(0, input.limit)
          .map((product) => ({
            id: product.id,
            sku: `${product.id}-01`,
            name: product.title,
            url: product.url,
            image: product.image,
            price: product.price,
            currency: product.currency,
          })),
      ),
    openQuickShop: (product) => options.onQuickShop?.(product),
  };
}
