import type {
  catalogInventory,
  catalogProducts,
  catalogVariantPrices,
  catalogVariants,
} from '../../src/db/catalogSchema';
import { categoryIds as cat } from './categories';
import { productImagePath } from './media';
import { type Audience, premiumSizes, type SeedModel, seedModels, sizesFor } from './models';
import { type SeedColorValue, seedColors } from './palette';
import { createRandom, pricePoint, type Random, seedUpc } from './random';

type ProductInsert = typeof catalogProducts.$inferInsert;
type VariantInsert = typeof catalogVariants.$inferInsert;
type PriceInsert = typeof catalogVariantPrices.$inferInsert;
type InventoryInsert = typeof catalogInventory.$inferInsert;

/** The products part of the catalogue seed. */
export interface ProductSeed {
  products: ProductInsert[];
  variants: VariantInsert[];
  prices: PriceInsert[];
  inventory: InventoryInsert[];
}

/** Currencies of the sites (USD, CAD, GBP) and their factor against the USD list price. */
export const seedCurrencies = { USD: 1, CAD: 1.35, GBP: 0.8 } as const;

/** Ids of the products with a special role, for tests and demos. */
export const specialProductIds = {
  giftCard: 'ALPGC0001',
  customs: 'ALP9001U',
  freeGift: 'ALP9002U',
  presale: 'ALP9003M',
  reservable: 'ALP9004M',
  outOfStock: 'ALP9005W',
  lowStock: 'ALP9006U',
  /** On sale with a historic best price above the current price (lowest-price notice). */
  saleWithNotice: 'ALP1101M',
  /** On sale, historic best below the current price (no notice). */
  saleWithoutNotice: 'ALP2001W',
  /** Size-dependent prices (a price range). */
  priceRange: 'ALP1001M',
} as const;

const audienceLabel: Record<Audience, string> = { M: "Men's", W: "Women's", U: '', K: '' };
const audienceCategories: Record<Audience, (footwear: boolean) => string[]> = {
  M: (f) => [cat.men, f ? cat.menFootwear : cat.menApparel],
  W: (f) => [cat.women, f ? cat.womenFootwear : cat.womenApparel],
  U: () => [],
  K: () => [cat.kids],
};
const gender: Record<Audience, string> = { M: 'men', W: 'women', U: 'unisex', K: 'kids' };

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** What makes one product differ from the plain model. */
interface ProductPlan {
  id: string;
  model: SeedModel;
  audience: Audience;
  name: string;
  /** 0 = not on sale; else the discount fraction (0.3 = 30 % off). */
  discount: number;
  /** Historic best above current (notice shown) or below (no notice). */
  notice: boolean;
  stock: 'normal' | 'none' | 'low' | 'presale' | 'reservable';
  extra: Partial<ProductInsert>;
}

function planProducts(random: Random): ProductPlan[] {
  const plans: ProductPlan[] = [];
  for (const model of seedModels) {
    for (const audience of model.audiences) {
      const id = `ALP${model.no}${audience}`;
      const label = audienceLabel[audience];
      const onSale =
        id === specialProductIds.saleWithNotice ||
        id === specialProductIds.saleWithoutNotice ||
        random.chance(0.2);
      plans.push({
        id,
        model,
        audience,
        name: label ? `${label} ${model.name}` : model.name,
        discount: onSale ? random.pick([0.2, 0.25, 0.3, 0.4]) : 0,
        notice:
          id === specialProductIds.saleWithoutNotice
            ? false
            : id === specialProductIds.saleWithNotice || random.chance(0.5),
        stock: 'normal',
        extra: {},
      });
    }
  }
  const special = (
    id: string,
    model: SeedModel,
    audience: Audience,
    stock: ProductPlan['stock'],
    extra: Partial<ProductInsert>,
  ): ProductPlan => ({
    id,
    model,
    audience,
    name: model.name,
    discount: 0,
    notice: false,
    stock,
    extra,
  });
  const base = (no: number) => seedModels.find((m) => m.no === no) as SeedModel;
  plans.push(
    special(
      specialProductIds.customs,
      {
        ...base(1101),
        no: 9001,
        name: 'Ridge Runner Custom',
        price: 185,
        colors: ['white', 'black'],
        audiences: ['U'],
      },
      'U',
      'normal',
      {
        customsExternalUrl: 'https://customs.example.com/studio?product=ALP9001U',
        badges: ['Customisable'],
        eyebrow: 'Design your own',
      },
    ),
    special(
      specialProductIds.freeGift,
      {
        no: 9002,
        name: 'Trail Bottle 750 ml',
        kind: 'bottle',
        categoryId: cat.accessories,
        price: 25,
        colors: ['teal'],
        audiences: ['U'],
        sizes: 'one',
        features: ['Free with orders over 150', 'BPA-free'],
      },
      'U',
      'normal',
      {
        isFreeGift: true,
        badges: ['Free gift'],
      },
    ),
    special(
      specialProductIds.presale,
      {
        ...base(1001),
        no: 9003,
        name: 'Summit GTX Boot Pro',
        price: 260,
        colors: ['orange', 'black'],
        audiences: ['M'],
      },
      'M',
      'presale',
      {
        presale: true,
        badges: ['Presale'],
        eyebrow: 'Members early access',
      },
    ),
    special(
      specialProductIds.reservable,
      {
        ...base(1004),
        no: 9004,
        name: 'Expedition 8000 Boot',
        price: 420,
        colors: ['red'],
        audiences: ['M'],
      },
      'M',
      'reservable',
      {
        isRobisOnly: true,
        badges: ['Reserve in store'],
      },
    ),
    special(
      specialProductIds.outOfStock,
      {
        ...base(2002),
        no: 9005,
        name: 'Heritage Down Parka',
        price: 320,
        colors: ['sand', 'black'],
        audiences: ['W'],
      },
      'W',
      'none',
      {
        notifyMe: true,
      },
    ),
    special(
      specialProductIds.lowStock,
      {
        ...base(3004),
        no: 9006,
        name: 'Daypack 22 Limited Edition',
        price: 140,
        colors: ['plum'],
        audiences: ['U'],
      },
      'U',
      'low',
      {
        badges: ['Limited edition'],
      },
    ),
  );
  return plans;
}

/**
 * Builds the products, variants, prices (USD, CAD, GBP, minor units) and online
 * inventory of the catalogue. Deterministic: the same seed gives the same catalogue.
 */
export function buildProducts(seed = 20261101): ProductSeed {
  const random = createRandom(seed);
  const out: ProductSeed = { products: [], variants: [], prices: [], inventory: [] };
  let upc = 1;
  const releaseBase = Date.UTC(2026, 10, 1);

  for (const [index, plan] of planProducts(random).entries()) {
    const { model, audience } = plan;
    const footwear = ['boot', 'runner', 'sandal', 'sneaker'].includes(model.kind);
    const slug = slugify(plan.name);
    const colors = model.colors.map((value: SeedColorValue) => {
      const color = seedColors[value];
      return {
        value,
        label: color.label,
        swatch: color.hex,
        images: [
          { path: productImagePath(model.kind, value), alt: `${plan.name} in ${color.label}` },
        ],
      };
    });
    const badges = [...(plan.extra.badges ?? [])];
    if (plan.discount > 0) badges.push('Sale');
    const releasedDaysAgo = random.int(5, 400);
    if (releasedDaysAgo < 45 && badges.length === 0) badges.push('New');
    const popularity = random.int(1, 100);
    if (popularity > 90 && !badges.includes('New')) badges.push('Bestseller');

    out.products.push({
      id: plan.id,
      masterId: plan.id,
      slug,
      name: plan.name,
      productType: 'standard',
      kind: model.kind,
      gender: gender[audience],
      categoryIds: [
        ...audienceCategories[audience](footwear),
        model.categoryId,
        cat[footwear ? 'footwear' : 'apparel'],
      ],
      colors,
      defaultColor: colors[0]?.value,
      eyebrow: model.eyebrow,
      description: `${plan.name}: ${model.features[0]?.toLowerCase()}, built for long days outside.`,
      details: model.features,
      modelMeasurements:
        !footwear && model.sizes === 'apparel'
          ? `Model is ${audience === 'W' ? '172 cm and wears size S' : '185 cm and wears size M'}`
          : undefined,
      releasedAt: new Date(releaseBase - releasedDaysAgo * 86_400_000),
      popularity: popularity * 100 + (100 - index),
      ...plan.extra,
      badges,
    });

    const sizes = sizesFor(model.sizes, audience);
    let position = 0;
    for (const color of colors) {
      for (const size of sizes) {
        const variantId = `${plan.id}-${color.value.slice(0, 3).toUpperCase()}-${size}`;
        out.variants.push({
          id: variantId,
          productId: plan.id,
          upc: seedUpc(upc++),
          attributes: { color: color.value, size },
          position: position++,
        });
        const listUsd = model.price + (model.sizePremium && premiumSizes.has(size) ? 10 : 0);
        for (const [currency, factor] of Object.entries(seedCurrencies)) {
          const original = pricePoint(listUsd * factor);
          const current =
            plan.discount > 0 ? pricePoint(listUsd * factor * (1 - plan.discount)) : original;
          const historicBest =
            plan.discount > 0
              ? plan.notice
                ? Math.round((original + current) / 2)
                : current - 500
              : null;
          out.prices.push({
            variantId,
            currency,
            originalMinor: original,
            currentMinor: current,
            historicBestMinor: historicBest,
            salesPriceActiveDate: plan.discount > 0 ? '2026-10-15' : null,
          });
        }
        let quantity: number;
        if (plan.stock === 'none' || plan.stock === 'reservable') quantity = 0;
        else if (plan.stock === 'low') quantity = random.int(1, 3);
        else if (plan.stock === 'presale') quantity = 40;
        else if (random.chance(0.1)) quantity = 0;
        else if (random.chance(0.15)) quantity = random.int(1, 3);
        else quantity = random.int(5, 60);
        out.inventory.push({ variantId, quantity });
      }
    }
  }

  // The digital gift card: one variant per preset amount plus a custom amount.
  const giftCard = specialProductIds.giftCard;
  out.products.push({
    id: giftCard,
    masterId: giftCard,
    slug: 'e-gift-card',
    name: 'E-Gift Card',
    productType: 'digital',
    kind: 'giftcard',
    gender: null,
    categoryIds: [cat.giftCards],
    colors: [
      {
        value: 'navy',
        label: 'Navy',
        swatch: seedColors.navy.hex,
        images: [{ path: productImagePath('giftcard', 'navy'), alt: 'E-Gift Card' }],
      },
    ],
    defaultColor: 'navy',
    badges: ['Delivered by e-mail'],
    eyebrow: 'Digital',
    description:
      'Send an e-gift card by e-mail with your own message. Pick an amount or enter one.',
    details: [
      'Delivered by e-mail within minutes',
      'Valid for 5 years',
      'Redeemable online and in stores',
    ],
    giftCard: {
      amounts: [25, 50, 100, 150],
      customAmount: { min: 10, max: 500 },
      messageMaxLength: 250,
    },
    releasedAt: new Date(Date.UTC(2024, 0, 1)),
    popularity: 50,
  });
  for (const [position, amount] of ['25', '50', '100', '150', 'custom'].entries()) {
    const variantId = `${giftCard}-${amount.toUpperCase()}`;
    out.variants.push({
      id: variantId,
      productId: giftCard,
      upc: seedUpc(upc++),
      attributes: { amount },
      position,
    });
    for (const [currency] of Object.entries(seedCurrencies)) {
      const minor = amount === 'custom' ? 1000 : Number(amount) * 100;
      out.prices.push({
        variantId,
        currency,
        originalMinor: minor,
        currentMinor: minor,
        historicBestMinor: null,
        salesPriceActiveDate: null,
      });
    }
    out.inventory.push({ variantId, quantity: 0 });
  }
  return out;
}
