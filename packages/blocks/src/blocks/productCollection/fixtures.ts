import { demoProductImage } from '../../fixtures/media';

const product = (
  id: string,
  name: string,
  price: number,
  tint: string,
  shoe: string,
  extra: { originalPrice?: number; badge?: string } = {},
) => ({
  id,
  name,
  url: `/p/${name.toLowerCase().replaceAll(' ', '-')}-${id}`,
  image: { url: demoProductImage(tint, shoe), width: 600, height: 600, alt: name },
  price,
  currency: 'USD',
  ...extra,
});

const items = [
  product('A1B2C3D4E', 'Summit Trail Boot', 189, '#e8e1d5', '#5a3a22', { badge: 'New' }),
  product('B2C3D4E5F', 'Ridge Runner', 140, '#dde6e3', '#1f4d45'),
  product('C3D4E5F6G', 'Canyon Sandal', 65, '#f1e3d3', '#b5562b', { originalPrice: 90 }),
  product('D4E5F6G7H', 'Alpine Mid GTX', 210, '#e2e4ea', '#2b3444', { badge: 'Best seller' }),
  product('E5F6G7H8J', 'Meadow Walker', 120, '#e6ead9', '#55603a'),
  product('F6G7H8J9K', 'Scree Approach', 155, '#ece5e8', '#6b2f45', { originalPrice: 175 }),
];

/** CMS JSON of `productCollection` blocks: full, minimal, and invalid. */
export const productCollectionFixtures = {
  valid: {
    type: 'productCollection',
    id: 'collection-valid',
    fields: {
      title: 'Trail favourites',
      titleHeadingTag: 'h2',
      textLink: { text: 'Shop all footwear', url: '/c/footwear-1004' },
      items,
      breakpoints: {
        sm: { slidesPerView: 1.5, showProgress: true },
        md: { slidesPerView: 3, showArrows: true },
        lg: { slidesPerView: 4, showArrows: true },
      },
    },
  },
  grid: {
    type: 'productCollection',
    id: 'collection-two-up',
    fields: {
      title: 'On sale',
      titleHeadingTag: 'h5',
      items: items.filter((item) => 'originalPrice' in item),
      breakpoints: { sm: { slidesPerView: 1.2, showIndicators: true }, lg: { slidesPerView: 2 } },
    },
  },
  minimal: {
    type: 'productCollection',
    id: 'collection-minimal',
    fields: { items: items.slice(0, 3) },
  },
  invalid: {
    type: 'productCollection',
    id: 'collection-invalid',
    fields: {
      title: 'Broken collection',
      items: [{ ...items[0], price: 'free', currency: 'dollars' }],
    },
  },
} as const;
