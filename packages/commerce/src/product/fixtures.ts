import type { Price, ProductDetails, ProductTile, Variant } from '@storefront/api-contract';

/**
 * Product fixtures for stories and unit tests: local images only (data: URL SVGs), amounts in
 * major units of USD.
 */

const colours = {
  black: { label: 'Black', swatch: '#1f1f1f' },
  sand: { label: 'Sand', swatch: '#c8b48a' },
  forest: { label: 'Forest', swatch: '#2f5d3a' },
} as const;
type Colour = keyof typeof colours;

/** A local SVG picture of a boot in a colour (data: URL). */
export function fixtureImage(swatch: string, label = ''): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600"><rect width="600" height="600" fill="#f2efe9"/><path d="M150 420h300v50H150z" fill="#444"/><path d="M180 180h140v180h120q40 0 40 60H180z" fill="${swatch}"/><text x="300" y="560" font-size="32" text-anchor="middle" fill="#333">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const regular: Price = { current: 189.95, original: 189.95 };

function variantsOf(
  id: string,
  stock: (colour: Colour, size: string) => number,
  sizes = ['8', '9', '10', '11'],
): Variant[] {
  return (Object.keys(colours) as Colour[]).flatMap((colour, ci) =>
    sizes.map((size, si) => {
      const quantity = stock(colour, size);
      return {
        id: `${id}-${colour.slice(0, 3).toUpperCase()}-${size}`,
        upc: `8412340${String(ci * 100 + si).padStart(5, '0')}`,
        attributes: { color: colour, size },
        price: regular,
        quantity,
        stockStatus: quantity > 0 ? 'InStock' : 'OutOfStock',
        ...(quantity === 0
          ? { stockStatusLabel: 'Out of stock' }
          : quantity <= 3
            ? { stockStatusLabel: `Only ${quantity} left` }
            : {}),
      } satisfies Variant;
    }),
  );
}

/** A boot in 3 colours × 4 sizes: sand 11 out of stock, black 8 low stock. */
export const fixtureProduct: ProductDetails = {
  id: 'ALP1001M',
  masterId: 'ALP1001M',
  name: "Men's Summit GTX Boot",
  slug: 'mens-summit-gtx-boot',
  url: '/p/mens-summit-gtx-boot-ALP1001M',
  productType: 'standard',
  isDigitalProduct: false,
  price: regular,
  currency: 'USD',
  badges: ['Bestseller'],
  badge: 'Bestseller',
  eyebrow: 'Waterproof',
  presale: false,
  isRobisOnly: false,
  notifyMe: true,
  isFreeGift: false,
  description: 'A waterproof boot for long days outside.',
  details: ['Waterproof, breathable membrane', 'Cushioned EVA midsole'],
  modelMeasurements: 'Model is 183 cm and wears size 10.',
  defaultColor: 'black',
  gender: 'men',
  categoryIds: ['3000', '300010'],
  images: (Object.keys(colours) as Colour[]).flatMap((colour) => [
    {
      url: fixtureImage(colours[colour].swatch, `${colours[colour].label} side`),
      alt: `Men's Summit GTX Boot in ${colours[colour].label}, side`,
      color: colour,
    },
    {
      url: fixtureImage(colours[colour].swatch, `${colours[colour].label} top`),
      alt: `Men's Summit GTX Boot in ${colours[colour].label}, top`,
      color: colour,
    },
  ]),
  rating: { average: 4.3, count: 12 },
  attributes: [
    {
      type: 'color',
      label: 'Colour',
      options: (Object.keys(colours) as Colour[]).map((colour) => ({
        id: `color-${colour}`,
        value: colour,
        label: colours[colour].label,
        available: colour !== 'forest',
        swatch: colours[colour].swatch,
      })),
    },
    {
      type: 'size',
      label: 'Size',
      options: ['8', '9', '10', '11'].map((size) => ({
        id: `size-${size}`,
        value: size,
        label: size,
        available: true,
      })),
    },
  ],
  variants: variantsOf('ALP1001M', (colour, size) => {
    if (colour === 'forest') return 0;
    if (colour === 'sand' && size === '11') return 0;
    if (colour === 'black' && size === '8') return 2;
    return 12;
  }),
};

/** A product tile (search answer) built from {@link fixtureProduct}, with overrides. */
export function fixtureTile(overrides: Partial<ProductTile> = {}): ProductTile {
  return {
    id: fixtureProduct.id,
    name: fixtureProduct.name,
    url: fixtureProduct.url,
    image: fixtureProduct.images[0] ?? { url: fixtureImage('#1f1f1f'), alt: '' },
    price: regular,
    currency: 'USD',
    badge: 'Bestseller',
    rating: fixtureProduct.rating,
    colors: (Object.keys(colours) as Colour[]).map((colour) => ({
      value: colour,
      label: colours[colour].label,
      swatch: colours[colour].swatch,
    })),
    isDigitalProduct: false,
    presale: false,
    available: true,
    ...overrides,
  };
}

/** Prices of the card states (spec 3 §3 "Price", §9 lowest-price notice). */
export const fixturePrices = {
  regular,
  /** On sale without the notice: the historic best is below the current price. */
  sale: {
    current: 99.95,
    original: 149.95,
    percentagePriceDiscount: 33.3,
    historicBestPrice: 89.95,
  },
  /** On sale below the original and the historic best: lowest-price notice. */
  lowestPrice: {
    current: 119.95,
    original: 169.95,
    historicBestPrice: 139.95,
    percentagePriceDiscount: 29.4,
  },
  /** Sizes priced differently: a range. */
  range: {
    current: 189.95,
    original: 189.95,
    lowCurrent: 189.95,
    highCurrent: 199.95,
    lowOriginal: 189.95,
    highOriginal: 199.95,
  },
} satisfies Record<string, Price>;
