'use client';

import type { BasketResponse } from '@storefront/api-contract';
import { commerceDialogs } from '@storefront/commerce';
import {
  EmployeeTermsDialog,
  PriceAdjustmentForm,
  useCartController,
  useEmployeeTermsLabels,
  usePriceAdjustmentLabels,
} from '@storefront/commerce/client';
import { useManagedDialog } from '@storefront/ui';
import { useEffect } from 'react';
import {
  adjustItemPriceAction,
  removePriceAdjustmentAction,
} from '../../../src/lib/associate/actions';
import { acceptEmployeeTermsAction } from '../../../src/lib/checkout/actions';

/**
 * The employee terms dialog of the cart (spec 1 §1, §6): opened once through the dialog
 * manager for an employee who has not accepted them; accepting (`acceptEmployeeTermsAction`)
 * reloads the basket, now with the associate discount (decided by the API).
 */
export function CartStaffTerms({ termsHref }: { termsHref: string }) {
  const terms = useManagedDialog(commerceDialogs.employeeTerms);
  const cart = useCartController();
  const labels = useEmployeeTermsLabels();
  const show = terms.show;
  useEffect(() => {
    show();
  }, [show]);
  return (
    <EmployeeTermsDialog
      open={terms.open}
      labels={labels}
      termsHref={termsHref}
      onDecline={terms.close}
      onAccept={async () => {
        const result = await acceptEmployeeTermsAction();
        terms.close();
        if (result.ok) await cart.load();
        else cart.store.setFlash({ tone: 'error', message: result.message });
      }}
    />
  );
}

/**
 * An in-store associate's price adjustment on one cart item (spec 1 §7): the action's basket
 * goes to the one cart store (every view shows it); the API enforces the maximum (PRC400).
 */
export function CartPriceAdjustment({
  item,
  basket,
  locale,
  language,
}: {
  item: BasketResponse['items'][number];
  basket: BasketResponse;
  locale: string;
  language: string;
}) {
  const cart = useCartController();
  const labels = usePriceAdjustmentLabels();
  const adjustment = basket.priceAdjustments.find((a) => a.itemId === item.id);
  const settle = (result: Awaited<ReturnType<typeof adjustItemPriceAction>>) => {
    if (result.ok) cart.store.receive(result.basket);
    return result.ok
      ? { ok: true as const }
      : { ok: false as const, code: result.code, message: result.message };
  };
  return (
    <PriceAdjustmentForm
      itemId={item.id}
      currency={basket.currency}
      locale={locale}
      language={language}
      labels={labels}
      {...(adjustment
        ? {
            adjustment: {
              adjustmentId: adjustment.adjustmentId,
              appliedDiscount: adjustment.appliedDiscount,
            },
          }
        : {})}
      onAdjust={async (input) => settle(await adjustItemPriceAction(input))}
      onRemove={async (id) => settle(await removePriceAdjustmentAction(id))}
    />
  );
}
