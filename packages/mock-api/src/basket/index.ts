/**
 * The basket module of the mock API (spec 1 §3, §7 "Cart"): model, storage, recalculation.
 * The checkout module (shipping, payment instruments, orders) builds on these exports.
 */
export { defaultMaxQty, loadCatalogEntries, productMaxQty, resolveVariantId } from './catalog';
export type { CatalogEntry, PromotionDefinition, RecalcContext } from './context';
export { checkCoupon, normaliseCode, redeemCoupons, requireCouponApplied } from './coupons';
export { type BasketMergeResult, mergeGuestBasket } from './merge';
export { allocate, fromMinor, percentOf, roundMoney, sumMoney } from './money';
export {
  type BasketRefresher,
  loadActivePromotions,
  type MutateOptions,
  mutateBasket,
  recalculateBasket,
  refreshBasket,
  setBasketRefresher,
} from './pipeline';
export { bonusItemId, recalculate } from './recalculate';
export {
  createExpressBasket,
  deleteExpressBasket,
  emptyBasketBody,
  emptyTotals,
  getOpenBasket,
  getOrCreateOpenBasket,
  isVersionConflict,
  type LoadBasketOptions,
  loadBasket,
  saveBasket,
  toBasket,
} from './repository';
export { applyReward, basketLoyalty, loyaltyRecord, redeemRewards } from './rewards';
export { getSavedList, mergeSavedLists } from './savedForLater';
export { seedBasketIfEmpty, seedCoupons, seedPromotionIds, seedRewards } from './seed';
export { countryOfSite, type TaxRate, taxOf, taxRateFor } from './tax';
export type * from './types';
