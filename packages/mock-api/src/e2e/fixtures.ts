import { eq, inArray, sql } from 'drizzle-orm';
import { catalogInventory, catalogVariants, storeInventory, stores } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { consumers } from '../db/consumerSchema';
import { giftCards } from '../db/orderSchema';
import { ApiHttpError } from '../errors';

// Test-only fixtures of the e2e routes (`routes/e2e`): never part of the backend contract.

/** A stock change of the e2e routes: which variants, how many units, how. */
export interface StockFixture {
  /** A product id (every variant) or variant ids. */
  productId?: string;
  variantIds?: string[];
  /** Online units each variant gets. */
  quantity: number;
  /** `atLeast` raises stock that is lower (safe when tests run in parallel); `exact` sets it. */
  mode: 'atLeast' | 'exact';
  /** Units in every store that offers pickup or ship-to-store (same mode); none when absent. */
  storeQuantity?: number;
}

/**
 * Sets the online stock (and with `storeQuantity` the stock of every store offering pickup or
 * ship-to-store) of a product's variants, in one transaction.
 * @returns each variant with its attributes and online units after the change
 * @throws ApiHttpError 400 `API400` without productId or variantIds; 404 `API404` for an
 * unknown product or variant
 */
export async function setStock(db: Database, fixture: StockFixture) {
  if (!fixture.productId && !fixture.variantIds)
    throw new ApiHttpError(400, 'API400', 'productId or variantIds is required');
  const variants = await db
    .select({ id: catalogVariants.id, attributes: catalogVariants.attributes })
    .from(catalogVariants)
    .where(
      fixture.productId
        ? eq(catalogVariants.productId, fixture.productId)
        : inArray(catalogVariants.id, fixture.variantIds ?? []),
    );
  const wanted = fixture.variantIds?.length ?? 1;
  if (variants.length === 0 || variants.length < wanted)
    throw new ApiHttpError(404, 'API404', 'Unknown product or variant');
  const set = (
    column: typeof catalogInventory.quantity | typeof storeInventory.quantity,
    quantity: number,
  ) => (fixture.mode === 'exact' ? sql`${quantity}` : sql`greatest(${column}, ${quantity})`);
  const ids = variants.map((variant) => variant.id);
  await db.transaction(async (tx) => {
    await tx
      .insert(catalogInventory)
      .values(ids.map((variantId) => ({ variantId, quantity: fixture.quantity })))
      .onConflictDoUpdate({
        target: catalogInventory.variantId,
        set: { quantity: set(catalogInventory.quantity, fixture.quantity) },
      });
    if (fixture.storeQuantity === undefined) return;
    const storeQuantity = fixture.storeQuantity;
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
}

/** Prefix of the gift cards made here (none of the documented test cards starts with it). */
const e2eGiftCardPrefix = '60007';

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

/**
 * A new active gift card (PIN `1234`, number `60007…`), so each journey spends its own.
 * @param balanceMinor balance in minor units (cents, pence)
 */
export async function makeGiftCard(db: Database, card: { currency: string; balanceMinor: number }) {
  const [made] = await db
    .insert(giftCards)
    .values({
      cardNumber: await nextGiftCardNumber(db),
      pin: '1234',
      currency: card.currency,
      balanceMinor: card.balanceMinor,
      status: 'active',
    })
    .returning();
  if (!made) throw new Error('gift card not created');
  return {
    cardNumber: made.cardNumber,
    pin: made.pin,
    currency: made.currency,
    balanceMinor: made.balanceMinor,
  };
}

/**
 * Sets an employee's discount spend this year (spec 2 §3 "Employee discount: currentSpend,
 * annualCap"), so a journey can start near or at the cap. Open baskets are repriced on their
 * next change or recalculation.
 * @param login the employee's sign-in email
 * @param currentSpend major units
 * @returns the employee programme as the profile answers it
 * @throws ApiHttpError 404 `API404` when `login` is no employee with a programme
 */
export async function setEmployeeSpend(
  db: Database,
  fixture: { login: string; currentSpend: number },
): Promise<{ currentSpend: number; annualCap: number }> {
  const [row] = await db
    .update(consumers)
    .set({
      employee: sql`jsonb_set(${consumers.employee}, '{currentSpend}', to_jsonb(${fixture.currentSpend}::numeric))`,
    })
    .where(
      sql`${consumers.login} = ${fixture.login.toLowerCase()} and ${consumers.employee} is not null`,
    )
    .returning({ employee: consumers.employee });
  if (!row?.employee) throw new ApiHttpError(404, 'API404', `No employee ${fixture.login}`);
  return { currentSpend: row.employee.currentSpend, annualCap: row.employee.annualCap };
}
