import { eq, sql } from 'drizzle-orm';
import { categoryIds } from '../../seed/catalog/categories';
import { specialProductIds } from '../../seed/catalog/products';
import { coupons, promotions, rewardCertificates } from '../db/basketSchema';
import { catalogVariants } from '../db/catalogSchema';
import type { Database } from '../db/client';

/**
 * Seed of the basket module: promotions of every level, coupons that trigger each PRM code,
 * reward codes and cards that trigger each REW code (README "How to trigger each error").
 * Thresholds are in the basket currency's major units (the same number in USD, CAD, GBP).
 */

type PromotionInsert = typeof promotions.$inferInsert;
type CouponInsert = typeof coupons.$inferInsert;
type RewardInsert = typeof rewardCertificates.$inferInsert;

const future = new Date('2099-01-01T00:00:00Z');
const past = new Date('2020-01-01T00:00:00Z');

/** Seeded promotion ids. */
export const seedPromotionIds = {
  accessories: 'promo-accessories-20',
  buyThreeTops: 'promo-buy3-tops-15',
  freeShipping: 'promo-free-shipping-150',
  freeGift: 'promo-free-gift-250',
  save10: 'promo-order-10',
  welcome15: 'promo-welcome-15',
  boots25: 'promo-boots-25',
  solo20: 'promo-solo-20',
} as const;

/** The promotions (automatic ones first, then the coupon-only ones). */
export function seedPromotions(freeGiftVariantId: string): PromotionInsert[] {
  const p = seedPromotionIds;
  return [
    {
      id: p.accessories,
      campaignId: 'camp-accessories',
      name: 'Accessories 20% off',
      level: 'PRODUCT',
      calloutMessage: '20% off accessories',
      rule: { kind: 'productPercent', percent: 20, categoryIds: [categoryIds.accessories] },
      position: 10,
    },
    {
      id: p.buyThreeTops,
      campaignId: 'camp-tops',
      name: 'Buy 3 tops, save 15%',
      level: 'PRODUCT',
      calloutMessage: 'Buy 3 or more tops and save 15%',
      rule: { kind: 'buyX', minQty: 3, percent: 15, categoryIds: [categoryIds.tops] },
      position: 20,
    },
    {
      id: p.boots25,
      campaignId: 'camp-boots',
      name: 'Hiking boots 25% off',
      level: 'PRODUCT',
      calloutMessage: '25% off hiking boots with code BOOTS25',
      rule: { kind: 'productPercent', percent: 25, categoryIds: [categoryIds.hikingBoots] },
      couponRequired: true,
      position: 30,
    },
    {
      id: p.save10,
      campaignId: 'camp-save',
      name: '10% off your order',
      level: 'ORDER',
      calloutMessage: '10% off your order',
      rule: { kind: 'orderPercent', percent: 10 },
      couponRequired: true,
      position: 40,
    },
    {
      id: p.welcome15,
      campaignId: 'camp-welcome',
      name: 'Welcome 15% off',
      level: 'ORDER',
      calloutMessage: '15% off orders of 100 or more',
      rule: { kind: 'orderPercent', percent: 15, minSubtotal: 100 },
      couponRequired: true,
      position: 50,
    },
    {
      id: p.solo20,
      campaignId: 'camp-solo',
      name: '20% off (not combinable)',
      level: 'ORDER',
      calloutMessage: '20% off, cannot be combined',
      rule: { kind: 'orderPercent', percent: 20 },
      couponRequired: true,
      position: 60,
    },
    {
      id: p.freeGift,
      campaignId: 'camp-gift',
      name: 'Free Trail Bottle',
      level: 'ORDER',
      calloutMessage: 'Free Trail Bottle with orders of 250 or more',
      rule: { kind: 'bonusProduct', threshold: 250, variantId: freeGiftVariantId },
      position: 70,
    },
    {
      id: p.freeShipping,
      campaignId: 'camp-shipping',
      name: 'Free shipping over 150',
      level: 'SHIPPING',
      calloutMessage: 'Free shipping on orders of 150 or more',
      rule: { kind: 'freeShipping', threshold: 150 },
      position: 80,
    },
  ];
}

/** Coupon codes and the rule each demonstrates. */
export const seedCoupons: CouponInsert[] = [
  /** Works; applying it twice: PRM160. */
  { code: 'SAVE10', promotionId: seedPromotionIds.save10 },
  /** Once per consumer (the loyalty member's welcome promo); under 100: PRM175. */
  { code: 'WELCOME15', promotionId: seedPromotionIds.welcome15, oncePerConsumer: true },
  /** Needs hiking boots in the basket, else PRM175. */
  { code: 'BOOTS25', promotionId: seedPromotionIds.boots25 },
  /** PRM135 not yet available. */
  { code: 'FUTURE10', promotionId: seedPromotionIds.save10, startsAt: future },
  /** PRM155 expired. */
  { code: 'EXPIRED10', promotionId: seedPromotionIds.save10, endsAt: past },
  /** PRM140 limit exceeded (100 of 100 used). */
  { code: 'LIMIT10', promotionId: seedPromotionIds.save10, maxRedemptions: 100, redemptions: 100 },
  /** PRM150 already redeemed (single-use code, used). */
  { code: 'USED10', promotionId: seedPromotionIds.save10, maxRedemptions: 1, redemptions: 1 },
  /** PRM150 once this consumer placed an order with it. */
  { code: 'ONCE10', promotionId: seedPromotionIds.save10, oncePerConsumer: true },
  /** PRM416 with any other coupon on the basket (either order). */
  { code: 'SOLO20', promotionId: seedPromotionIds.solo20, exclusive: true },
];

/** Reward codes (`RWD-…`) and cards (`600649…`) of the basket seed. */
export const seedRewards: RewardInsert[] = [
  { code: 'RWD-ANY-20', kind: 'REWARD_CODE', amountMinor: 2000, currency: 'USD', maxUses: 1000 },
  { code: 'RWD-CAD-10', kind: 'REWARD_CODE', amountMinor: 1000, currency: 'CAD', maxUses: 1000 },
  { code: 'RWD-GBP-10', kind: 'REWARD_CODE', amountMinor: 1000, currency: 'GBP', maxUses: 1000 },
  { code: 'RWD-FUTURE', kind: 'REWARD_CODE', amountMinor: 1000, currency: 'USD', startsAt: future },
  { code: 'RWD-OLD', kind: 'REWARD_CODE', amountMinor: 1000, currency: 'USD', endsAt: past },
  {
    code: 'RWD-USED',
    kind: 'REWARD_CODE',
    amountMinor: 1000,
    currency: 'USD',
    maxUses: 1,
    uses: 1,
  },
  {
    code: 'RWD-OTHER',
    kind: 'REWARD_CODE',
    amountMinor: 1000,
    currency: 'USD',
    consumerId: 'someone-else',
  },
  {
    code: '6006491111111111',
    kind: 'REWARD_CARD',
    amountMinor: 2500,
    currency: 'USD',
    maxUses: 1000,
  },
  { code: '6006492222222222', kind: 'REWARD_CARD', amountMinor: 0, currency: 'USD' },
];

/**
 * Seeds promotions, coupons and rewards when the promotions table is empty (first start, and
 * after --reset). Needs the catalogue (the free-gift variant).
 * @returns the number of promotions written (0 when there were some)
 */
export async function seedBasketIfEmpty(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(promotions);
  if ((row?.n ?? 0) > 0) return 0;
  const [gift] = await db
    .select({ id: catalogVariants.id })
    .from(catalogVariants)
    .where(eq(catalogVariants.productId, specialProductIds.freeGift));
  const list = seedPromotions(gift?.id ?? `${specialProductIds.freeGift}-missing`);
  await db.transaction(async (tx) => {
    await tx.insert(promotions).values(list);
    await tx.insert(coupons).values(seedCoupons);
    await tx.insert(rewardCertificates).values(seedRewards);
  });
  return list.length;
}
