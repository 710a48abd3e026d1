import { seedCategories } from './categories';
import { seedCountries } from './countries';
import { buildProducts, specialProductIds } from './products';
import { buildReviews, seedProductSets } from './reviews';
import { buildStoreInventory, seedCollectionPoints, seedEmployees, seedStores } from './stores';

export { categoryIds, seedCategories } from './categories';
export { seedCountries } from './countries';
export { productImagePath, productKinds, productSvg } from './media';
export { seedColors } from './palette';
export { buildProducts, seedCurrencies, specialProductIds } from './products';
export { buildReviews, seedProductSets } from './reviews';
export { postalAreas, seedCollectionPoints, seedEmployees, seedStores } from './stores';

/**
 * The whole catalogue seed, built deterministically: categories, products, variants,
 * prices (USD, CAD, GBP), online and store inventory, product sets, reviews, questions,
 * stores, employees, collection points and countries. Review ratings are rolled up into
 * each product's `ratingAverage` / `ratingCount`.
 */
export function buildCatalogSeed() {
  const products = buildProducts();
  const reviews = buildReviews(products.products.map((p) => p.id));
  for (const product of products.products) {
    const own = reviews.reviews.filter((r) => r.productId === product.id);
    product.ratingCount = own.length;
    product.ratingAverage =
      own.length === 0
        ? 0
        : Math.round((own.reduce((s, r) => s + r.rating, 0) / own.length) * 10) / 10;
  }
  const storeInventory = buildStoreInventory(
    products.variants,
    new Set([specialProductIds.giftCard, specialProductIds.freeGift]),
    new Set([specialProductIds.reservable]),
  );
  return {
    categories: seedCategories,
    ...products,
    productSets: seedProductSets,
    ...reviews,
    stores: seedStores,
    storeInventory,
    employees: seedEmployees,
    collectionPoints: seedCollectionPoints,
    countries: seedCountries,
  };
}

/** The catalogue seed. */
export type CatalogSeed = ReturnType<typeof buildCatalogSeed>;
