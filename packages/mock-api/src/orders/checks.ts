import { associateOf, type ShopperSession } from '../auth/shopper';
import type { Basket, BasketAddress } from '../basket/types';
import { assertBillingAddress, assertShippingAddress } from '../checkout/shippingService';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import { itemStoreId, type ShippingFacts, stageSwitches, storeUnits } from '../shipping/arrange';
import {
  assertWalletBillingAddress,
  assertWalletShippingAddress,
  billingCountriesOf,
} from '../shipping/wallet';
import type { InStoreSalesInfo } from './types';

/**
 * The checks prepareOrder and order placement share (spec 1 §4 "Order stage switches",
 * §8 "Placing an order", "Item-level errors"). Run on a refreshed basket (shipments
 * arranged, recalculated: its `flash` holds the inventory notices).
 */

const goneCodes = new Set(['INV702', 'INV405', 'INV406']);

/**
 * Items: the basket must hold items; when every item is out of stock or unavailable the
 * order cannot be completed (409 INV701); an item no longer available or without a price
 * answers 409 INV702 (the client refreshes the cart and shows its flash messages); an item
 * with too little stock — in its store for pickup, else online (home, ship to store and
 * collection point deliveries leave the warehouse) — answers 409 INV408 (some
 * products without inventory).
 * @throws ApiHttpError 400 ORD400 empty basket; 409 INV701 / INV702 / INV408.
 */
export function assertItemsAvailable(basket: Basket, facts: ShippingFacts): void {
  const items = basket.items.filter((i) => !i.bonus);
  if (items.length === 0) throw new ApiHttpError(400, 'ORD400', 'The basket is empty');
  const gone = basket.flash.filter((f) => goneCodes.has(f.code));
  const short = items.filter((item) => {
    if (item.isDigitalProduct) return false;
    const units =
      item.shippingOptions.selected === 'pickup'
        ? storeUnits(facts, itemStoreId(basket, item), item.productId)
        : (facts.onlineStock.get(item.productId) ?? 0);
    return units < item.qty;
  });
  const blocked = new Set([...gone.map((f) => f.itemId), ...short.map((i) => i.id)]);
  if (blocked.size === 0) return;
  if (items.every((i) => blocked.has(i.id)))
    throw new ApiHttpError(
      409,
      'INV701',
      'All items are out of stock: the order cannot be completed',
    );
  if (gone[0]) throw new ApiHttpError(409, 'INV702', gone[0].message);
  throw new ApiHttpError(
    409,
    'INV408',
    `Some products are without inventory: ${short.map((i) => i.name).join(', ')}`,
  );
}

/**
 * Stage switches the stock forces (spec 1 §4): 409 ORD516 ship → pickup, ORD517 pickup →
 * ship, ORD518 pickup → ship to store; the message names the items.
 */
export function assertNoStageSwitch(basket: Basket, facts: ShippingFacts): void {
  const switches = stageSwitches(basket, facts);
  const first = switches[0];
  if (!first) return;
  const same = switches.filter((s) => s.code === first.code);
  throw new ApiHttpError(409, first.code, same.map((s) => s.message).join('; '));
}

/**
 * Every shipment delivered to an address (home, customs) has a valid one.
 * @throws ApiHttpError 400 CHK320 missing address; the codes of `assertShippingAddress`.
 */
export async function assertShipmentAddresses(db: Database, basket: Basket): Promise<void> {
  for (const shipment of basket.shipments) {
    const code = shipment.shippingMethod?.code;
    const hasItems = basket.items.some((i) => i.shipmentId === shipment.shipmentId);
    if (!hasItems || !code || !['standard', 'express', 'customs'].includes(code)) continue;
    if (!shipment.shippingAddress)
      throw new ApiHttpError(
        400,
        'CHK320',
        `Shipment ${shipment.shipmentId} needs a shipping address`,
      );
    const { context } = shipment.shippingAddress;
    if (context)
      await assertWalletShippingAddress(db, basket, shipment.shippingAddress, context, {
        complete: true,
      });
    else await assertShippingAddress(db, basket, shipment.shippingAddress, true);
  }
}

/**
 * The billing address of a placement: the request's, else the basket's. Paid by a wallet
 * (`DW_APPLE_PAY`, `PAYPAL`), it is the wallet's billing contact: spec 3 §5 rules, no phone.
 * @throws ApiHttpError 400 BILL410 none given; BILL410 / PAY400 / BIL400 invalid.
 */
export async function requireBillingAddress(
  db: Database,
  basket: Basket,
  given: BasketAddress | undefined,
): Promise<BasketAddress> {
  const address = given ?? basket.billingAddress;
  if (!address) throw new ApiHttpError(400, 'BILL410', 'A billing address is required');
  const wallet = basket.payment_instruments.some((p) =>
    ['DW_APPLE_PAY', 'PAYPAL'].includes(p.payment_method_id),
  );
  if (wallet) assertWalletBillingAddress(basket, address, await billingCountriesOf(db));
  else await assertBillingAddress(db, address);
  return address;
}

/**
 * The in-store sales info of a placement (spec 1 §7 inStoreSalesInfo, spec 2 §3 "In-store
 * session"): only an associate session (agent login) records one, always its own store and
 * employee. Without `sent`, an associate's session info is recorded; a shopper without an
 * associate session records none.
 * @param sent the `inStoreSalesInfo` of the request body, if any
 * @throws ApiHttpError 403 `AUT432` when `sent` comes from a shopper without an associate
 * session, or names another store or employee than the session's
 */
export function salesInfoOf(
  session: ShopperSession,
  sent: InStoreSalesInfo | undefined,
): InStoreSalesInfo | undefined {
  if (!sent && !session.inStoreSession) return undefined;
  const { inStoreSession: own } = associateOf(session);
  if (sent && (sent.storeId !== own.storeId || sent.storeEmployeeId !== own.storeEmployeeId)) {
    throw new ApiHttpError(
      403,
      'AUT432',
      'An associate records orders with its own store and employee only',
    );
  }
  return {
    storeId: own.storeId,
    storeEmployeeId: own.storeEmployeeId,
    storeName: own.storeName,
    storeEmployeeName: own.storeEmployeeName,
  };
}
