import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { categoryIdPattern, productIdPattern } from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildCatalogSeed, specialProductIds } from '../seed/catalog';
import { upcCheckDigit } from '../seed/catalog/random';
import { stockState, stockStatusLabel } from '../src/catalog/pricing';
import { seedCatalogIfEmpty } from '../src/catalog/seed';
import { catalogInventory, catalogNotifications, catalogProducts } from '../src/db/schema';
import { seedMediaDir } from '../src/server';
import { openTestDatabase } from './helpers';

const seed = buildCatalogSeed();

describe('catalogue seed invariants', () => {
  it('has at least 60 products with well-formed ids', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(60);
    for (const p of seed.products) expect(p.id).toMatch(productIdPattern);
    for (const c of seed.categories) expect(c.id).toMatch(categoryIdPattern);
  });

  it('gives every product variants with unique, valid UPCs, prices in 3 currencies and stock', () => {
    const upcs = seed.variants.map((v) => v.upc);
    expect(new Set(upcs).size).toBe(upcs.length);
    for (const upc of upcs) expect(Number(upc.at(-1))).toBe(upcCheckDigit(upc.slice(0, 11)));
    for (const p of seed.products)
      expect(seed.variants.some((v) => v.productId === p.id)).toBe(true);
    for (const v of seed.variants) {
      expect(
        seed.prices
          .filter((r) => r.variantId === v.id)
          .map((r) => r.currency)
          .sort(),
      ).toEqual(['CAD', 'GBP', 'USD']);
      expect(seed.inventory.some((i) => i.variantId === v.id)).toBe(true);
    }
    const apparel = seed.variants.filter((v) => v.attributes.size && v.attributes.color);
    expect(apparel.length).toBeGreaterThan(500);
  });

  it('has at least one of each special kind', () => {
    const byId = new Map(seed.products.map((p) => [p.id, p]));
    expect(byId.get(specialProductIds.giftCard)).toMatchObject({ productType: 'digital' });
    expect(byId.get(specialProductIds.customs)?.customsExternalUrl).toBeTruthy();
    expect(byId.get(specialProductIds.freeGift)?.isFreeGift).toBe(true);
    expect(byId.get(specialProductIds.presale)?.presale).toBe(true);
    expect(byId.get(specialProductIds.reservable)?.isRobisOnly).toBe(true);
    const qty = (id: string) =>
      seed.inventory.filter((i) => i.variantId.startsWith(`${id}-`)).map((i) => i.quantity);
    expect(qty(specialProductIds.outOfStock).every((q) => q === 0)).toBe(true);
    expect(qty(specialProductIds.lowStock).every((q) => q >= 1 && q <= 3)).toBe(true);
    expect(seed.inventory.some((i) => i.quantity === 0)).toBe(true);
    expect(
      seed.prices.some(
        (p) => p.currentMinor < p.originalMinor && (p.historicBestMinor ?? 0) > p.currentMinor,
      ),
    ).toBe(true);
    expect(seed.products.some((p) => p.badges.length > 0)).toBe(true);
    expect(seed.reviews.length).toBeGreaterThan(60);
    expect(seed.questions.length).toBeGreaterThan(0);
    expect(seed.productSets.length).toBeGreaterThan(0);
    expect(seed.storeInventory.length).toBeGreaterThan(0);
    expect(seed.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['US', 'CA', 'GB']));
  });

  it('has an image file for every product colour', () => {
    for (const p of seed.products)
      for (const c of p.colors)
        for (const image of c.images)
          expect(existsSync(path.join(seedMediaDir, image.path))).toBe(true);
  });

  it('is deterministic', () => {
    expect(buildCatalogSeed()).toEqual(seed);
  });
});

describe('stock state rule (spec 3 §4)', () => {
  it('is InStock above 0, else OutOfStock; digital and reservable always 1 InStock', () => {
    expect(stockState({ quantity: 3, digital: false, reservable: false })).toEqual({
      quantity: 3,
      stockStatus: 'InStock',
    });
    expect(stockState({ quantity: 0, digital: false, reservable: false })).toEqual({
      quantity: 0,
      stockStatus: 'OutOfStock',
    });
    expect(stockState({ quantity: -2, digital: false, reservable: false }).stockStatus).toBe(
      'OutOfStock',
    );
    expect(stockState({ quantity: 0, digital: true, reservable: false })).toEqual({
      quantity: 1,
      stockStatus: 'InStock',
    });
    expect(stockState({ quantity: 0, digital: false, reservable: true })).toEqual({
      quantity: 1,
      stockStatus: 'InStock',
    });
    const plain = { presale: false, digital: false, reservable: false };
    expect(stockStatusLabel({ quantity: 2, stockStatus: 'InStock' }, plain)).toBe('Only 2 left');
    expect(stockStatusLabel({ quantity: 20, stockStatus: 'InStock' }, plain)).toBeUndefined();
  });
});

describe('restart', () => {
  it('keeps catalogue data written to a PGlite data dir across a restart', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'catalog-restart-'));
    try {
      const first = await openTestDatabase(dir);
      await first.migrate();
      expect(await seedCatalogIfEmpty(first.db)).toBe(seed.products.length);
      await first.db
        .update(catalogInventory)
        .set({ quantity: 777 })
        .where(eq(catalogInventory.variantId, 'ALP1001M-BLA-9'));
      await first.db
        .insert(catalogNotifications)
        .values({ productId: 'ALP9005W', variantId: 'ALP9005W-SAN-M', email: 'a@b.co' });
      await first.close();

      const second = await openTestDatabase(dir);
      await second.migrate();
      expect(await seedCatalogIfEmpty(second.db)).toBe(0);
      const [row] = await second.db
        .select()
        .from(catalogInventory)
        .where(eq(catalogInventory.variantId, 'ALP1001M-BLA-9'));
      expect(row?.quantity).toBe(777);
      expect(await second.db.select().from(catalogNotifications)).toHaveLength(1);
      expect((await second.db.select().from(catalogProducts)).length).toBe(seed.products.length);
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
