import type {
  ApplicableShippingMethods,
  BillingAddressRequest,
  SetShippingMethodRequest,
  ShippingAddressRequest,
} from '@storefront/api-contract';
import { eq } from 'drizzle-orm';
import { type VerifyCaptchaOptions, verifyCaptcha } from '../auth/captcha';
import type { Shopper } from '../auth/shopper';
import { loadBasket } from '../basket';
import type { Basket, BasketAddress, Shipment } from '../basket/types';
import { collectionPoints, countries } from '../db/catalogSchema';
import type { Database } from '../db/client';
import { ApiHttpError } from '../errors';
import {
  type AddressInput,
  type CountryAddressRules,
  mergeAddressRules,
  validateBillingAddress,
  validateCollectionAddress,
  validateShippingAddress,
} from '../shipping/address';
import { availableCodes, storeShipmentId, storeUnits } from '../shipping/arrange';
import { loadShippingFacts } from '../shipping/facts';
import {
  isHomeDelivery,
  isStoreDelivery,
  type ShippingMethodCode,
  shippingMethodCodes,
  siteShippingCountries,
  sortByDeliveryTime,
} from '../shipping/methods';
import { assertWalletShippingAddress } from '../shipping/wallet';
import { mutateCheckout, refreshCheckout } from './basket';

/**
 * Shipping side of the checkout (spec 1 §7 shippingMethod, shippingAddress, validation,
 * billingAddress; §8 SHP/CHK/PAY/BIL codes).
 */

/** The address rules of a country (defaults + overrides), or undefined when not listed. */
export async function loadCountryRules(
  db: Database,
  countryCode: string | undefined,
): Promise<CountryAddressRules | undefined> {
  if (!countryCode) return undefined;
  const [row] = await db
    .select()
    .from(countries)
    .where(eq(countries.code, countryCode.toUpperCase()));
  if (!row) return undefined;
  return {
    countryCode: row.code,
    shipping: row.shipping,
    billing: row.billing,
    rules: mergeAddressRules(row.i18n.addressRuleOverrides),
    dialCode: row.dialCode,
  };
}

const clean = (address: AddressInput & { subscriptions?: BasketAddress['subscriptions'] }) => {
  const out: BasketAddress = {};
  for (const [key, value] of Object.entries(address)) {
    if (value === undefined || value === '') continue;
    (out as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  if (out.countryCode) out.countryCode = out.countryCode.toUpperCase();
  else if (out.country && out.country.length === 2) out.countryCode = out.country.toUpperCase();
  return out;
};

/**
 * Checks a shipping address for a basket's site.
 * @throws ApiHttpError 400 SHP410 / CHK380 / PAY401 / CHK320 / SHP500 (see `validateShippingAddress`).
 */
export async function assertShippingAddress(
  db: Database,
  basket: Pick<Basket, 'siteId'>,
  address: AddressInput,
  homeDelivery = true,
): Promise<void> {
  const country = await loadCountryRules(db, address.countryCode ?? address.country);
  const problem = validateShippingAddress(address, {
    country,
    siteCountries: siteShippingCountries[basket.siteId] ?? ['US'],
    homeDelivery,
  });
  if (problem) throw new ApiHttpError(400, problem.code, problem.message);
}

/**
 * Checks a billing address.
 * @throws ApiHttpError 400 BILL410 / PAY400 / BIL400 (see `validateBillingAddress`).
 */
export async function assertBillingAddress(db: Database, address: AddressInput): Promise<void> {
  const country = await loadCountryRules(db, address.countryCode ?? address.country);
  const problem = validateBillingAddress(address, country);
  if (problem) throw new ApiHttpError(400, problem.code, problem.message);
}

/** Records the request's `shopperAppliedSM` on a shipment (absent: no flag). */
function applied(shipment: Shipment, value: boolean | undefined) {
  if (value === undefined) delete shipment.shopperAppliedSM;
  else shipment.shopperAppliedSM = value;
}

/**
 * POST /cart/v1/shippingMethod: a home method for `me` (or moving a store shipment's items
 * home), or a store delivery (`pickup`, `sts`, `pudo`) for the shipment's items or `itemIds`.
 * @throws ApiHttpError 404 SHP404 unknown code or shipment, a method the items cannot use
 * (pickup where the store lacks stock, ship to store where the store takes none or the
 * warehouse lacks the units, a collection point where the warehouse lacks them), no store.
 * The request's `shopperAppliedSM` is stored on the shipment and answered with it.
 */
export async function setShippingMethod(
  db: Database,
  shopper: Shopper | null,
  body: SetShippingMethodRequest,
  now: Date,
): Promise<Basket> {
  const code = body.code as ShippingMethodCode;
  const shippingId = body.shippingId ?? 'me';
  if (!shippingMethodCodes.includes(code))
    throw new ApiHttpError(404, 'SHP404', `Unknown shipping method ${body.code}`);
  if (code === 'pudo' && body.storeId) {
    const [point] = await db
      .select({ id: collectionPoints.id })
      .from(collectionPoints)
      .where(eq(collectionPoints.id, body.storeId));
    if (!point) throw new ApiHttpError(404, 'SHP404', `Unknown collection point ${body.storeId}`);
  }
  return mutateCheckout(db, body.cartId, shopper, now, async (basket) => {
    const shipment = basket.shipments.find((s) => s.shipmentId === shippingId);
    if (!shipment) throw new ApiHttpError(404, 'SHP404', `Unknown shipment ${shippingId}`);
    const items = basket.items.filter((i) =>
      body.itemIds ? body.itemIds.includes(i.id) : i.shipmentId === shippingId,
    );
    if (body.itemIds && items.length !== body.itemIds.length)
      throw new ApiHttpError(404, 'SHP404', 'Unknown item in itemIds');
    const facts = await loadShippingFacts(db, basket, [body.storeId]);
    if (code === 'digital' || code === 'customs') {
      if (shippingId !== code)
        throw new ApiHttpError(404, 'SHP404', `${code} is only for ${code} items`);
      return;
    }
    if (isHomeDelivery(code)) {
      const me = basket.shipments.find((s) => s.shipmentId === 'me');
      const offered = me?.applicableShippingMethods?.map((m) => m.code) ?? ['standard', 'express'];
      if (!offered.includes(code) || !me)
        throw new ApiHttpError(404, 'SHP404', `${code} is not offered for this address`);
      me.shippingMethod = { code, price: 0 };
      applied(me, body.shopperAppliedSM);
      for (const item of items) {
        if (item.isDigitalProduct || item.isCustoms) continue;
        item.shippingOptions.selected = code;
      }
      return;
    }
    const storeId = body.storeId ?? shipment.storeId ?? basket.favoriteStoreId;
    if (!storeId)
      throw new ApiHttpError(404, 'SHP404', `${code} needs a storeId (store or collection point)`);
    const store = facts.stores.get(storeId);
    if (code !== 'pudo' && !store)
      throw new ApiHttpError(404, 'SHP404', `Unknown store ${storeId}`);
    const target = storeShipmentId(code, storeId);
    const existing = basket.shipments.find((s) => s.shipmentId === target);
    // A new store shipment: arrangeShipments keeps what it finds under this id.
    const delivery = existing ?? { shipmentId: target, storeId };
    if (!existing) basket.shipments.push(delivery);
    applied(delivery, body.shopperAppliedSM);
    for (const item of items) {
      const withStore = {
        ...item,
        shippingOptions: { ...item.shippingOptions, storeInfo: { id: storeId, storeInventory: 0 } },
      };
      if (!availableCodes(basket, withStore, facts).includes(code))
        throw new ApiHttpError(
          404,
          'SHP404',
          code === 'pickup'
            ? `${item.name} is not in stock at store ${storeId} for pickup`
            : code === 'pudo'
              ? `${item.name} is not in stock online for collection point ${storeId}`
              : `${item.name} cannot use ${code} with store ${storeId}`,
        );
      item.shippingOptions = {
        ...item.shippingOptions,
        selected: code,
        storeInfo: { id: storeId, storeInventory: storeUnits(facts, storeId, item.productId) },
      };
    }
  });
}

/**
 * GET …/shippingMethod/{shippingId}: the methods of a shipment, fastest first (spec 1 §9).
 * @throws ApiHttpError 404 SHP404 unknown shipment; BSK404 / AUT498 from loading.
 */
export async function applicableShippingMethods(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  shippingId: string,
  now: Date,
): Promise<ApplicableShippingMethods> {
  const basket = await refreshCheckout(db, await loadBasket(db, basketId, shopper), now);
  const shipment = basket.shipments.find((s) => s.shipmentId === shippingId);
  if (!shipment) throw new ApiHttpError(404, 'SHP404', `Unknown shipment ${shippingId}`);
  const methods = sortByDeliveryTime(
    (shipment.applicableShippingMethods ?? []).map((m) => ({
      ...m,
      deliveryTime: m.deliveryTime ?? '',
    })),
  );
  return {
    shippingId,
    applicableShippingMethods: methods,
    ...(shipment.shippingMethod ? { selected: shipment.shippingMethod.code } : {}),
  };
}

/**
 * The captcha of POST …/shippingAddress (spec 1 §7 "includes recaptcha response"; action
 * `shippingAddress`): a guest's address typed in the checkout (no `context`) needs a verified
 * response; a signed-in shopper passed the sign-in's captcha (and the member one-step
 * checkout sends the saved address server-side), and a wallet's or a store delivery's address
 * (`context` set) comes with the wallet's or the store's own checks. A response that is given
 * is always verified (used up).
 * @throws ApiHttpError 403 AUT403 missing, unknown, used, expired or wrong-action response.
 */
export async function checkShippingAddressCaptcha(
  db: Database,
  shopper: Pick<Shopper, 'consumerType'> | null,
  body: Pick<ShippingAddressRequest, 'recaptcha_response' | 'context'>,
  options: VerifyCaptchaOptions = {},
): Promise<void> {
  const guest = !shopper || shopper.consumerType === 'GUEST';
  if (body.recaptcha_response === undefined && !(guest && !body.context)) return;
  await verifyCaptcha(db, body.recaptcha_response, 'shippingAddress', options);
}

/**
 * POST /cart/v2/cart/{basketId}/shippingAddress: validates and sets the address of a
 * shipment (`me` by default). A store delivery's shipment (`pickup-…`, `sts-…`, `pudo-…`) with
 * context `COLLECTION` takes the store / collection point address and the pickup contact,
 * checked by `validateCollectionAddress` (spec 1 §5: the contact is required only for
 * configured locales, so only what is given is checked). With context `APPLE_PAY_EXPRESS`
 * or `PAYPAL_EXPRESS` the wallet's rules apply (`assertWalletShippingAddress`: a redacted
 * wallet contact — country, postal code, city — is accepted before authorisation; spec 3 §8
 * errors PAY401 country, CHK320 city over 50 or a bad field, SHP404 unserviceable) and the
 * address keeps its context for order placement.
 * @throws ApiHttpError 400 SHP410 / CHK380 / PAY401 / CHK320 / SHP500 / SHP404; 404 SHP404
 * unknown shipment.
 */
export async function setShippingAddress(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  body: ShippingAddressRequest,
  now: Date,
): Promise<Basket> {
  const { recaptcha_response: _r, context, cartId: _c, shippingId = 'me', ...fields } = body;
  const address = clean(fields);
  const wallet =
    context === 'APPLE_PAY_EXPRESS' || context === 'PAYPAL_EXPRESS' ? context : undefined;
  return mutateCheckout(db, basketId, shopper, now, async (basket) => {
    const shipment = basket.shipments.find((s) => s.shipmentId === shippingId);
    if (!shipment) throw new ApiHttpError(404, 'SHP404', `Unknown shipment ${shippingId}`);
    const store = isStoreDelivery(
      (shipment.shippingMethod?.code ?? 'standard') as ShippingMethodCode,
    );
    if (wallet) await assertWalletShippingAddress(db, basket, address, wallet);
    else if (store && context === 'COLLECTION') {
      // A store delivery's address: the store / collection point and the pickup contact.
      const problem = validateCollectionAddress(
        address,
        siteShippingCountries[basket.siteId] ?? ['US'],
      );
      if (problem) throw new ApiHttpError(400, problem.code, problem.message);
    } else await assertShippingAddress(db, basket, address, context !== 'COLLECTION' && !store);
    const marked = wallet ? { ...address, context: wallet } : address;
    shipment.shippingAddress = { ...marked, shippingId };
    if (shippingId === 'me') {
      const customs = basket.shipments.find((s) => s.shipmentId === 'customs');
      if (customs) customs.shippingAddress = { ...marked, shippingId: 'customs' };
    }
  });
}

/** DELETE /cart/v2/cart/{basketId}/shippingAddress: clears every shipment's address. */
export async function deleteShippingAddress(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  now: Date,
): Promise<Basket> {
  return mutateCheckout(db, basketId, shopper, now, (basket) => {
    for (const shipment of basket.shipments) delete shipment.shippingAddress;
  });
}

/**
 * POST …/billingAddress: validates and sets the billing address (`sameAsShipping` copies
 * the `me` address first).
 * @throws ApiHttpError 400 BILL410 / PAY400 / BIL400.
 */
export async function setBillingAddress(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  body: BillingAddressRequest,
  now: Date,
): Promise<Basket> {
  const { sameAsShipping, ...fields } = body;
  return mutateCheckout(db, basketId, shopper, now, async (basket) => {
    const me = basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress;
    const { shippingId: _s, ...fromShipping } = sameAsShipping && me ? me : {};
    const address = clean({ ...fromShipping, ...fields });
    await assertBillingAddress(db, address);
    basket.billingAddress = address;
  });
}

/** DELETE …/billingAddress. */
export async function deleteBillingAddress(
  db: Database,
  shopper: Shopper | null,
  basketId: string,
  now: Date,
): Promise<Basket> {
  return mutateCheckout(db, basketId, shopper, now, (basket) => {
    delete basket.billingAddress;
  });
}
