/** CMS JSON of `productCarousel` blocks: valid (recommendations), upsell, without quick shop, minimal, invalid. */
export const productCarouselFixtures = {
  valid: {
    type: 'productCarousel',
    id: 'product-carousel-recommendations',
    fields: {
      source: 'recommendations',
      title: 'You may also like',
      widgetId: 'pdp-similar',
      productId: 'ALP1001M',
      limit: 24,
    },
  },
  upsell: {
    type: 'productCarousel',
    id: 'product-carousel-upsell',
    fields: { source: 'upsell', title: 'Complete your kit', titleHeadingTag: 'h3' },
  },
  noQuickShop: {
    type: 'productCarousel',
    id: 'product-carousel-no-quick-shop',
    fields: { source: 'recommendations', widgetId: 'bestsellers', showQuickShop: false, limit: 6 },
  },
  minimal: { type: 'productCarousel', id: 'product-carousel-minimal', fields: {} },
  invalid: {
    type: 'productCarousel',
    id: 'product-carousel-invalid',
    fields: { productId: 'not a product', categoryId: 'shoes' },
  },
} as const;
