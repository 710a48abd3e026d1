/**
 * Product interaction origins (spec 3 §9: fixed labels such as Search and Grid): where a product
 * was opened or added to the cart from. `Search` and `Grid` are the search and category
 * listings, `Auto Suggest` the header search's suggestions, `Product Page` the product page's
 * add to cart and pick-up in store, `Recommendations` a recommendation carousel's quick-shop,
 * `Favorites` the favourites page, `Express Checkout` the product page's express buy-now (the
 * wallet and PayPal buttons), `Quick Shop` a quick-shop opened from anywhere else. A module
 * of its own, without imports, so a client island that only labels its adds ships nothing more.
 */
export const productOrigins = {
  search: 'Search',
  grid: 'Grid',
  autoSuggest: 'Auto Suggest',
  productPage: 'Product Page',
  recommendations: 'Recommendations',
  favorites: 'Favorites',
  expressCheckout: 'Express Checkout',
  quickShop: 'Quick Shop',
} as const;
/** A product interaction origin label. */
export type ProductOrigin = (typeof productOrigins)[keyof typeof productOrigins];
