'use client';

import { Button, Inline, TextField } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { CartNotices } from '../../../cart/components/CartNotices';
import { Captcha, type CaptchaHandle, type CaptchaSettings } from '../../../components/Captcha';
import { basketLines, OrderLines } from '../../../components/OrderLines';
import { useCartLabels, useCheckoutLabels } from '../../../messages/useLabels.client';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutStep } from '../../flow/steps';
import { canComplete } from '../../flow/steps';
import type { CheckoutData, PlaceOrderInput } from '../../flow/types';
import * as shipping from '../CheckoutShipping/CheckoutShipping.css';
import * as styles from './CheckoutSummary.css';

/** Props of {@link CheckoutSummary}. */
export interface CheckoutSummaryProps {
  data: CheckoutData;
  /** BCP 47 tag for amounts. */
  locale: string;
  storeNames?: Record<string, string>;
  /** In-store associate mode (configuration): store id and employee id are sent with the order. */
  inStoreMode?: boolean;
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

/** The in-store associate fields (configuration): the store id and the employee id. */
const inStoreFields = [
  { key: 'storeId', id: 'in-store-store' },
  { key: 'storeEmployeeId', id: 'in-store-employee' },
] as const;

/**
 * The summary step (spec 1 §2, §4): the items per shipment with their delivery, the
 * addresses, the payment instruments and the totals, then "Place order". When every item is
 * out of stock the order cannot be completed (spec 1 §8) and the button is disabled. With
 * `captcha`, the order goes only with the widget's response (spec 3 §7 `placeOrder`).
 */
export function CheckoutSummary({
  data,
  locale,
  storeNames = {},
  inStoreMode = false,
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
  const [inStore, setInStore] = useState({ storeId: '', storeEmployeeId: '' });
  const [inStoreError, setInStoreError] = useState<Partial<typeof inStore>>({});
  const captchaRef = useRef<CaptchaHandle>(null);
  // A placement that ended without leaving the page used the captcha token up: ask again.
  const wasPlacing = useRef(placing);
  useEffect(() => {
    if (wasPlacing.current && !placing) captchaRef.current?.reset();
    wasPlacing.current = placing;
  }, [placing]);

  const place = async () => {
    if (inStoreMode) {
      const errors: Partial<typeof inStore> = {};
      for (const { key } of inStoreFields) if (!inStore[key].trim()) errors[key] = labels.required;
      setInStoreError(errors);
      if (Object.keys(errors).length > 0) return;
    }
    const recaptcha_response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !recaptcha_response) return;
    const verified = recaptcha_response ? { recaptcha_response } : {};
    if (inStoreMode) {
      onPlace({
        ...verified,
        inStoreSalesInfo: {
          storeId: inStore.storeId.trim(),
          storeEmployeeId: inStore.storeEmployeeId.trim(),
        },
      });
      return;
    }
    onPlace(verified);
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
      {inStoreMode && (
        <fieldset className={styles.fields}>
          <legend>{labels.inStore}</legend>
          {inStoreFields.map(({ key, id }) => (
            <TextField
              key={key}
              id={id}
              label={labels[key]}
              required
              value={inStore[key]}
              error={inStoreError[key]}
              onChange={(e) => setInStore({ ...inStore, [key]: e.target.value })}
            />
          ))}
        </fieldset>
      )}
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
