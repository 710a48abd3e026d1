import type { BasketResponse } from '@storefront/api-contract';
import { Notification } from '@storefront/ui';
import {
  allItemsBlocked,
  collectStockNotices,
  deliveryNotices,
  type NoticeItem,
} from '../../cartNotices';
import type { CartLabels } from '../../labels';

/** Props of {@link CartNotices}. */
export interface CartNoticesProps {
  basket: Pick<BasketResponse, 'items' | 'flash'>;
  labels: CartLabels;
}

function Group({
  title,
  items,
  tone,
}: {
  title: string;
  items: NoticeItem[];
  tone: 'warning' | 'error';
}) {
  if (items.length === 0) return null;
  return (
    <Notification tone={tone} title={title}>
      <ul>
        {items.map((item) => (
          <li key={item.itemId}>{item.name}</li>
        ))}
      </ul>
    </Notification>
  );
}

/**
 * The cart's collected notices (spec 1 §4 "Cart notifications", §8 item-level errors): one
 * notice each for items out of stock, partly out of stock and no longer available, a blocking
 * notice when no item can be ordered, and the delivery-method change messages (info or error).
 */
export function CartNotices({ basket, labels }: CartNoticesProps) {
  const stock = collectStockNotices(basket);
  const delivery = deliveryNotices(basket);
  return (
    <div data-testid="cart-notices">
      {allItemsBlocked(basket) && <Notification tone="error">{labels.allBlocked}</Notification>}
      <Group title={labels.outOfStock} items={stock.outOfStock} tone="error" />
      <Group title={labels.partlyOutOfStock} items={stock.partlyOutOfStock} tone="warning" />
      <Group title={labels.notAvailable} items={stock.unavailable} tone="error" />
      {delivery.map((notice) => (
        <Notification key={`${notice.code}-${notice.itemId ?? ''}`} tone={notice.tone}>
          {notice.message}
        </Notification>
      ))}
    </div>
  );
}
