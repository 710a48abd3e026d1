const text = (id: string, html: string) => ({ type: 'richText', id, fields: { html } });

/** Paths used by the filter-by stories and tests. */
export const filterByPaths = {
  listedProduct: '/en-us/p/trail-boot-AB12CD34',
  otherProduct: '/en-us/p/rain-jacket-ZZ99ZZ99',
  listedCategory: '/en-us/c/womens-boots-1002',
  otherCategory: '/en-us/c/mens-jackets-2001',
  home: '/en-us',
} as const;

/** CMS JSON of `filterBy` wrappers: one per variant and operator, minimal and invalid. */
export const filterByFixtures = {
  bySkuIn: {
    type: 'filterBy',
    id: 'filter-sku-in',
    fields: {
      variant: 'bySku',
      operator: 'IN',
      ids: ['AB12CD34', 'QW34ER56'],
      children: [text('filter-sku-in-text', '<p>Free resoling for this boot.</p>')],
    },
  },
  bySkuNotIn: {
    type: 'filterBy',
    id: 'filter-sku-not-in',
    fields: {
      variant: 'bySku',
      operator: 'NOT IN',
      ids: ['AB12CD34'],
      children: [text('filter-sku-not-in-text', '<p>Shown on every other product.</p>')],
    },
  },
  byCategoryIn: {
    type: 'filterBy',
    id: 'filter-category-in',
    fields: {
      variant: 'byCategory',
      operator: 'IN',
      ids: ['1002'],
      children: [text('filter-category-in-text', '<p>Boot fitting guide for this category.</p>')],
    },
  },
  byCategoryNotIn: {
    type: 'filterBy',
    id: 'filter-category-not-in',
    fields: {
      variant: 'byCategory',
      operator: 'NOT IN',
      ids: ['1002'],
      children: [text('filter-category-not-in-text', '<p>Shown on every other category.</p>')],
    },
  },
  minimal: {
    type: 'filterBy',
    id: 'filter-minimal',
    fields: {
      ids: ['AB12CD34'],
      children: [text('filter-minimal-text', '<p>Minimal filter.</p>')],
    },
  },
  badEnums: {
    type: 'filterBy',
    id: 'filter-bad-enums',
    fields: {
      variant: 'bySize',
      operator: 'LIKE',
      ids: ['AB12CD34'],
      children: [text('filter-bad-text', '<p>Fell back to bySku IN.</p>')],
    },
  },
  invalid: {
    type: 'filterBy',
    id: 'filter-invalid',
    fields: { ids: 'AB12CD34', children: [] },
  },
} as const;
