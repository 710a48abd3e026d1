import { demoImage, demoProductImage } from '../../fixtures/media';

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
  product('G7H8J9K1L', 'Fjord Parka', 320, '#e3e8ee', '#27394d'),
  product('H8J9K1L2M', 'Tarn Fleece', 95, '#efe6dc', '#7a4b2a'),
];

const hub = (id: string, name: string, sky: string, ground: string) => ({
  id,
  name,
  url: `/c/${name.toLowerCase().replaceAll(' ', '-')}`,
  image: { url: demoImage(400, 400, { sky, ground, accent: '#e9b872' }), width: 400, height: 400 },
});

const hubItems = [
  hub('hub-boots', 'Hiking boots', '#2f4f4a', '#1b2e2b'),
  hub('hub-runners', 'Trail runners', '#3a4a6b', '#1e2a40'),
  hub('hub-sandals', 'Sandals', '#8a5a3b', '#4a2e1c'),
  hub('hub-jackets', 'Jackets', '#4b3a5a', '#2a1f33'),
  hub('hub-fleece', 'Fleece', '#5a6b3a', '#2f3a1e'),
  hub('hub-socks', 'Socks', '#6b3a3a', '#3a1e1e'),
  hub('hub-packs', 'Backpacks', '#3a5a6b', '#1e3340'),
];

const block = (id: string, fields: Record<string, unknown>) => ({
  type: 'productCollection',
  id,
  fields,
});

/**
 * CMS JSON of `productCollection` blocks (spec 3 §3 "Collection"): full, minimal and invalid,
 * and one per variant and layout: threeCardGrid, highlightCenter, search hub, `[stacked]`,
 * grid from md, autoplay with loop, explicit slide widths.
 */
export const productCollectionFixtures = {
  valid: block('collection-valid', {
    name: 'Home – trail favourites',
    title: 'Trail favourites',
    titleHeadingTag: 'h2',
    textLink: { text: 'Shop all footwear', url: '/c/footwear-1004' },
    items,
    breakpoints: {
      sm: { showProgress: true, showIndicators: true },
      md: { showArrows: true, showProgress: false },
      lg: { slidesPerView: 4 },
    },
  }),
  grid: block('collection-two-up', {
    title: 'On sale',
    titleHeadingTag: 'h5',
    items: items.filter((item) => 'originalPrice' in item),
    breakpoints: { sm: { slidesPerView: 1.2, showIndicators: true }, lg: { slidesPerView: 2 } },
  }),
  threeCardGrid: block('collection-three-card-grid', {
    title: 'Staff picks',
    variant: 'threeCardGrid',
    alignment: 'center',
    textLink: { text: 'See all picks', url: '/c/staff-picks-1010' },
    items: items.slice(0, 6),
  }),
  highlightCenter: block('collection-highlight-center', {
    title: 'New this season',
    variant: 'highlightCenter',
    items,
    breakpoints: { sm: { showIndicators: true, showProgress: false } },
  }),
  searchHub: block('collection-search-hub', {
    title: 'Shop by category',
    type: 'searchHub',
    titleHeadingTag: 'h3',
    items: hubItems,
  }),
  stacked: block('collection-stacked', {
    name: 'Sale grid [stacked]',
    title: 'Last sizes',
    items: items.slice(0, 6),
    breakpoints: { md: { slidesPerView: 3 }, lg: { slidesPerView: 6, margin: 'small' } },
  }),
  gridFromMd: block('collection-grid-md', {
    title: 'Waterproof picks',
    items: items.slice(0, 4),
    breakpoints: {
      sm: { type: 'carousel' },
      md: { type: 'grid', slidesPerView: 2 },
      lg: { slidesPerView: 4 },
    },
  }),
  autoplay: block('collection-autoplay', {
    title: 'Editors rotate',
    items,
    breakpoints: {
      sm: { autoplay: true, autorotateTime: 1, loop: true, showIndicators: true },
      lg: { slidesPerView: 3 },
    },
  }),
  slideWidth: block('collection-slide-width', {
    title: 'Fixed widths',
    items,
    breakpoints: {
      sm: { slideWidth: '12rem', slidePadding: 'small' },
      md: { slideWidth: '15rem', slideMaxWidth: '40vw', slidePadding: 'large' },
    },
  }),
  minimal: block('collection-minimal', { items: items.slice(0, 3) }),
  invalid: block('collection-invalid', {
    title: 'Broken collection',
    items: [{ ...items[0], price: 'free', currency: 'dollars' }],
  }),
  missingPrice: block('collection-missing-price', {
    title: 'Products without prices',
    items: hubItems.filter((_, index) => index < 2),
  }),
} as const;
