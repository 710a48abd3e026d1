'use client';

import { Button, Inline } from '@storefront/ui';
import { useEffect, useRef } from 'react';
import { CartNotices } from '../../../cart/components/CartNotices';
import { useCartLabels, useCheckoutLabels } from '../../../messages/useLabels.client';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaSettings,
} from '../../../security/components/Captcha';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutStep } from '../../flow/steps';
import { canComplete } from '../../flow/steps';
import type { CheckoutData, PlaceOrderInput } from '../../flow/types';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import { type InStoreSale, InStoreSalesInfo } from '../InStoreSalesInfo';
import { basketLines, OrderLines } from '../OrderLines';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  data: CheckoutData;
  /** BCP 47 tag for amounts. */
  locale: string;
  storeNames?: Record<string, string>;
  /**
   * The associate session's store and employee (spec 1 §7 `inStoreSalesInfo`, spec 2 §3):
   * shown read-only; the host sends exactly these with the order (nothing is typed in).
   */
  inStoreSale?: InStoreSale;
  /** The order is being placed (the button is busy; a double click places one order). */
  placing?: boolean;
  onPlace(input: PlaceOrderInput): void;
  /**
   * The captcha of Place order (action `placeOrder`): passed before the order goes, its
   * response sent as `recaptcha_response`; asked again after a placement that failed.
   */
  captcha?: CaptchaSettings;
  /** Go back to a step to change it. */
  onEdit(step: CheckoutStep): void;
  labels?: CheckoutLabels;
}

/**
 * The summary step (spec 1 §2, §4): the items per shipment with their delivery, the
 * addresses, the payment instruments and the totals, then "Place order". When every item is
 * out of stock the order cannot be completed (spec 1 §8) and the button is disabled. With
 * `captcha`, the order goes only with the widget's response (spec 3 §7 `placeOrder`). In an
 * associate session the store and the associate show read-only (`inStoreSale`).
 */
export function CheckoutSummary({
  data,
  locale,
  storeNames = {},
  inStoreSale,
  placing = false,
  onPlace,
  captcha,
  onEdit,
  labels: ownLabels,
}: CheckoutSummaryProps) {
  const labels = useCheckoutLabels(ownLabels);
  const cartLabels = useCartLabels();
  const { basket } = data;
  const complete = canComplete(basket);
  const captchaRef = useRef<CaptchaHandle>(null);
  // A placement that ended without leaving the page used the captcha token up: ask again.
  const wasPlacing = useRef(placing);
  useEffect(() => {
    if (wasPlacing.current && !placing) captchaRef.current?.reset();
    wasPlacing.current = placing;
  }, [placing]);

  const place = async () => {
    const recaptcha_response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !recaptcha_response) return;
    onPlace(recaptcha_response ? { recaptcha_response } : {});
  };

  return (
    <div className={shipping.form}>
      <CartNotices basket={basket} labels={cartLabels} />
      <OrderLines
        source={basketLines(basket)}
        locale={locale}
        storeNames={storeNames}
        idPrefix="summary"
        cartLabels={cartLabels}
        paymentTitle={labels.payment}
        totalsTitle={labels.summary}
        onEdit={onEdit}
        labels={labels}
      />
      {inStoreSale && <InStoreSalesInfo info={inStoreSale} idPrefix="summary" labels={labels} />}
      {!complete && <p className={shipping.methodText}>{labels.cannotComplete}</p>}
      {captcha && complete && (
        <Captcha ref={captchaRef} action="placeOrder" {...captcha} labels={labels.captcha} />
      )}
      <Inline gap="sm">
        <Button size="lg" loading={placing} disabled={!complete} onClick={() => void place()}>
          {labels.placeOrder}
        </Button>
      </Inline>
    </div>
  );
}
