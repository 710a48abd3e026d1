export { ListingQuickShop, type ListingQuickShopProps } from './ListingQuickShop.client';
export { type ListingQuickShopWords, listingQuickShopWordsFor } from './listingQuickShopWords';
