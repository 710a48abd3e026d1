import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { parseBody } from '../../catalog/http';
import { catalogInventory, catalogVariants, storeInventory, stores } from '../../db/catalogSchema';
import type { Database } from '../../db/client';
import { giftCards } from '../../db/orderSchema';
import { type DataSnapshot, takeSnapshot } from '../../db/snapshot';
import { ApiHttpError } from '../../errors';
import { clearGiftCardAttempts } from '../../payments/giftCardAttempts';

/** Options of {@link registerE2eRoutes}. */
export interface E2eRoutesOptions {
  db: Database;
  /**
   * Register the routes at all. Default: `MOCK_API_E2E=1` in the environment and `NODE_ENV`
   * other than `production`.
   */
  enabled?: boolean;
}

/** Path prefix of the test-only routes (never part of the backend contract). */
export const e2ePrefix = '/__e2e';

const stockBody = z.object({
  /** A product id (every variant) or variant ids. */
  productId: z.string().min(1).optional(),
  variantIds: z.array(z.string().min(1)).min(1).max(200).optional(),
  /** Online units each variant gets. */
  quantity: z.number().int().min(0).max(1_000_000).default(100),
  /** `atLeast` raises stock that is lower (safe when tests run in parallel); `exact` sets it. */
  mode: z.enum(['atLeast', 'exact']).default('atLeast'),
  /** Units in every store that offers pickup or ship-to-store (same mode); none when absent. */
  storeQuantity: z.number().int().min(0).max(1_000_000).optional(),
});

const giftCardBody = z.object({
  currency: z.enum(['USD', 'CAD', 'GBP']).default('USD'),
  /** Balance in minor units (cents, pence). */
  balanceMinor: z.number().int().min(0).max(10_000_000),
});

/** Prefix of the gift cards made here (none of the documented test cards starts with it). */
const e2eGiftCardPrefix = '60007';

/**
 * Test-only routes for the e2e journeys, so that no journey depends on another's purchases.
 * Registered only when `enabled` (`MOCK_API_E2E=1` and not `NODE_ENV=production`; the e2e
 * run starts one mock API per worker with it, e2e/servers.ts); otherwise every path under
 * `/__e2e` is 404 like any unknown path. They take the contract headers like any call.
 *
 * - `POST /__e2e/reset` → `{ tables }`: puts back the data the server started with (seeded,
 *   copied when the server gets ready: db/snapshot.ts): every table written since then is
 *   emptied and refilled (`tables`, empty when nothing was written). The e2e fixtures call it
 *   before every test.
 * - `POST /__e2e/stock` `{ productId | variantIds, quantity=100, mode='atLeast'|'exact',
 *   storeQuantity? }` → `{ variants: [{ id, attributes, quantity }] }`: online stock (and,
 *   with `storeQuantity`, the stock of every store offering pickup or ship-to-store) of a
 *   product's variants. 404 `API404` for an unknown product or variant.
 * - `POST /__e2e/gift-cards` `{ currency='USD', balanceMinor }` → `{ cardNumber, pin,
 *   currency, balanceMinor }`: a new active gift card (PIN `1234`, number `60007…`), so each
 *   journey spends its own.
 * - `DELETE /__e2e/gift-card-attempts` → `{ cleared }`: forgets every failed gift card
 *   attempt and lock (GFC812), for a journey that locks a card or a shopper on purpose.
 */
export function registerE2eRoutes(app: FastifyInstance, options: E2eRoutesOptions): void {
  const enabled =
    options.enabled ?? (process.env.MOCK_API_E2E === '1' && process.env.NODE_ENV !== 'production');
  if (!enabled) return;
  const { db } = options;

  // The copy of the data as the server starts serving (after seeding: main.ts seeds first).
  let snapshot: Promise<DataSnapshot> | undefined;
  app.addHook('onReady', async () => {
    snapshot = takeSnapshot(db);
    await snapshot;
  });
  app.post(`${e2ePrefix}/reset`, async () => {
    if (!snapshot) throw new Error('the data snapshot is taken when the server gets ready');
    return (await snapshot).restore();
  });

  app.post(`${e2ePrefix}/stock`, async (request) => {
    const body = parseBody(stockBody, request);
    if (!body.productId && !body.variantIds)
      throw new ApiHttpError(400, 'API400', 'productId or variantIds is required');
    const variants = await db
      .select({ id: catalogVariants.id, attributes: catalogVariants.attributes })
      .from(catalogVariants)
      .where(
        body.productId
          ? eq(catalogVariants.productId, body.productId)
          : inArray(catalogVariants.id, body.variantIds ?? []),
      );
    const wanted = body.variantIds?.length ?? 1;
    if (variants.length === 0 || variants.length < wanted)
      throw new ApiHttpError(404, 'API404', 'Unknown product or variant');
    const set = (
      column: typeof catalogInventory.quantity | typeof storeInventory.quantity,
      quantity: number,
    ) => (body.mode === 'exact' ? sql`${quantity}` : sql`greatest(${column}, ${quantity})`);
    const ids = variants.map((variant) => variant.id);
    await db.transaction(async (tx) => {
      await tx
        .insert(catalogInventory)
        .values(ids.map((variantId) => ({ variantId, quantity: body.quantity })))
        .onConflictDoUpdate({
          target: catalogInventory.variantId,
          set: { quantity: set(catalogInventory.quantity, body.quantity) },
        });
      if (body.storeQuantity === undefined) return;
      const storeQuantity = body.storeQuantity;
      const storeIds = (
        await tx
          .select({ id: stores.id })
          .from(stores)
          .where(sql`${stores.pickup} or ${stores.shipToStore}`)
      ).map((store) => store.id);
      if (storeIds.length === 0) return;
      await tx
        .insert(storeInventory)
        .values(
          storeIds.flatMap((storeId) =>
            ids.map((variantId) => ({ storeId, variantId, quantity: storeQuantity })),
          ),
        )
        .onConflictDoUpdate({
          target: [storeInventory.storeId, storeInventory.variantId],
          set: { quantity: set(storeInventory.quantity, storeQuantity) },
        });
    });
    const rows = await db
      .select({ id: catalogInventory.variantId, quantity: catalogInventory.quantity })
      .from(catalogInventory)
      .where(inArray(catalogInventory.variantId, ids));
    const quantityOf = new Map(rows.map((row) => [row.id, row.quantity]));
    return {
      variants: variants.map((variant) => ({
        id: variant.id,
        attributes: variant.attributes,
        quantity: quantityOf.get(variant.id) ?? 0,
      })),
    };
  });

  app.post(`${e2ePrefix}/gift-cards`, async (request, reply) => {
    const body = parseBody(giftCardBody, request);
    const [made] = await db
      .insert(giftCards)
      .values({
        cardNumber: await nextGiftCardNumber(db),
        pin: '1234',
        currency: body.currency,
        balanceMinor: body.balanceMinor,
        status: 'active',
      })
      .returning();
    if (!made) throw new Error('gift card not created');
    reply.code(201);
    return {
      cardNumber: made.cardNumber,
      pin: made.pin,
      currency: made.currency,
      balanceMinor: made.balanceMinor,
    };
  });

  app.delete(`${e2ePrefix}/gift-card-attempts`, async () => ({
    cleared: await clearGiftCardAttempts(db),
  }));
}

let madeGiftCards = 0;

/** A 16-digit number `60007…` no card holds yet. */
async function nextGiftCardNumber(db: Database): Promise<string> {
  for (;;) {
    madeGiftCards += 1;
    const number = `${e2eGiftCardPrefix}${String(Date.now() % 1e6).padStart(6, '0')}${String(madeGiftCards % 1e5).padStart(5, '0')}`;
    const [taken] = await db
      .select({ n: giftCards.cardNumber })
      .from(giftCards)
      .where(eq(giftCards.cardNumber, number));
    if (!taken) return number;
  }
}
