import type { BasketResponse } from '@storefront/api-contract';

/**
 * Order stage switches (spec 1 §4; codes ORD516, ORD517, ORD518 of spec 1 §8): the stock
 * moved, so items change delivery method — ship to pickup, pickup to ship, pickup to ship
 * to store. Pure: the plan of shipping method calls and the shopper's message.
 */

/** One POST /cart/v1/shippingMethod call of a switch. */
export interface StageSwitchCall {
  shippingId: string;
  code: string;
  storeId?: string;
  itemIds: string[];
}

/** The message shown with a switch (the shopper goes back to the shipping step). */
export const stageSwitchMessages: Record<string, string> = {
  ORD516:
    'Some items are no longer available for delivery but can be picked up in store. We changed them to pickup; please review your delivery.',
  ORD517:
    'Some items are no longer available for pickup in store. We changed them to home delivery; please review your delivery.',
  ORD518:
    'Some items are no longer available for pickup in store. We changed them to ship to store; please review your delivery.',
};

/**
 * The calls that apply a switch to the basket:
 * - `ORD516` ship → pickup: home items that can be picked up go to the basket's favourite
 *   store (or the item's store);
 * - `ORD517` pickup → ship: pickup items short of store stock go home (`standard`);
 * - `ORD518` pickup → ship to store: pickup items short of store stock go to ship to store at
 *   the same store.
 * Items short of store stock are those with `storeInfo.storeInventory` below their quantity;
 * when none is, every pickup item moves. Unknown codes give no call.
 */
export function stageSwitchPlan(code: string, basket: BasketResponse): StageSwitchCall[] {
  const calls = new Map<string, StageSwitchCall>();
  const add = (key: string, call: Omit<StageSwitchCall, 'itemIds'>, itemId: string) => {
    const existing = calls.get(key);
    if (existing) existing.itemIds.push(itemId);
    else calls.set(key, { ...call, itemIds: [itemId] });
  };
  if (code === 'ORD516') {
    for (const item of basket.items) {
      const selected = item.shippingOptions.selected;
      if (selected !== 'standard' && selected !== 'express') continue;
      const storeId = item.shippingOptions.storeInfo?.id ?? basket.favoriteStoreId;
      if (!storeId) continue;
      add(`pickup-${storeId}`, { shippingId: item.shipmentId, code: 'pickup', storeId }, item.id);
    }
    return [...calls.values()];
  }
  if (code !== 'ORD517' && code !== 'ORD518') return [];
  const pickup = basket.items.filter((i) => i.shippingOptions.selected === 'pickup');
  const short = pickup.filter(
    (i) => i.shippingOptions.storeInfo && i.shippingOptions.storeInfo.storeInventory < i.qty,
  );
  for (const item of short.length > 0 ? short : pickup) {
    if (code === 'ORD517') {
      add(`home-${item.shipmentId}`, { shippingId: item.shipmentId, code: 'standard' }, item.id);
    } else {
      const storeId = item.shippingOptions.storeInfo?.id ?? item.shipmentId.replace(/^pickup-/, '');
      add(`sts-${storeId}`, { shippingId: item.shipmentId, code: 'sts', storeId }, item.id);
    }
  }
  return [...calls.values()];
}
