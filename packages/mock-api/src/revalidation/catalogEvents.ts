import { cacheTags } from '@storefront/api-contract';
import type { OrderBody } from '../orders/types';
import type { RevalidationNotifier } from './notifier';

/**
 * What the catalogue tells the storefront when stock or a price changes (design.md "Data
 * flows", caching; `cacheTags` of the contract): the storefront drops the cached reads that
 * show those products (details, inventory, the searches and listings listing them).
 */

/**
 * Cache tags of the products whose stock an order moved: the master (`masterId`, what
 * product pages and listings are read by) and the variant (`productId`) of every item that
 * holds stock. Digital items (e-gift cards) move none and give no tag.
 * @returns unique `product:{id}` tags, in item order
 */
export function stockTags(order: Pick<OrderBody, 'items'>): string[] {
  const ids = order.items
    .filter((item) => !item.isDigitalProduct)
    .flatMap((item) => [item.masterId, item.productId]);
  return [...new Set(ids.filter((id): id is string => Boolean(id)))].map(cacheTags.product);
}

/**
 * Tells the storefront after an order took its stock (placement) or returned it (a failed
 * 3-D Secure challenge, a cancellation); called once the change is committed. Never throws
 * (the notifier reports its failures).
 */
export function stockMoved(revalidation: RevalidationNotifier) {
  return async (order: Pick<OrderBody, 'items'>): Promise<void> => {
    const tags = stockTags(order);
    if (tags.length > 0) await revalidation.notify(tags);
  };
}

/** Called after an order's stock moved (and was committed): see {@link stockMoved}. */
export type StockMoved = (order: OrderBody) => Promise<void>;
