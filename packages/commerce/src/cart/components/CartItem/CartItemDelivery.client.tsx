'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { Button, Inline, Text, VisuallyHidden } from '@storefront/ui';
import { useTranslations } from 'use-intl';
import type { CartLabels } from '../../labels';

type BasketItem = BasketResponse['items'][number];

/**
 * A cart item's delivery line (spec 1 §3 shipping method codes): the method, with its store or
 * collection point, and "Change delivery" when the item offers another method (it opens the
 * change-shipping-method dialog, spec 1 §2).
 */
export function CartItemDelivery({
  item,
  placeName,
  canChange,
  onChange,
  labels,
}: {
  item: BasketItem;
  placeName?: string | undefined;
  canChange: boolean;
  onChange(): void;
  labels: CartLabels;
}) {
  const t = useTranslations('cart');
  const code = item.shippingOptions.selected;
  const method = labels.shippingMethods[code] ?? code;
  const place =
    placeName ?? item.shippingOptions.storeInfo?.name ?? item.shippingOptions.storeInfo?.id;
  return (
    <Inline gap="sm" align="center" wrap>
      <Text as="span" size="sm">
        {t('changeDelivery.line', {
          delivery: place ? t('changeDelivery.at', { method, place }) : method,
        })}
      </Text>
      {canChange && (
        <Button variant="link" size="sm" onClick={onChange}>
          {t('changeDelivery.change')}
          <VisuallyHidden> {item.name}</VisuallyHidden>
        </Button>
      )}
    </Inline>
  );
}
