'use client';

import type { Channel } from '@storefront/api-contract';
import {
  type CaptchaSettings,
  type CheckoutActions,
  CheckoutFlow,
  type CheckoutStep,
  confirmationHref,
  parseStep,
} from '@storefront/commerce';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';
import { cartControllerFor } from '../../../src/lib/cart/client';
import {
  acceptEmployeeTermsAction,
  addPaymentInstrumentAction,
  applyStageSwitchAction,
  finaliseOrderAction,
  loadCheckoutAction,
  patchOrderAction,
  paymentSessionAction,
  placeOrderAction,
  removePaymentInstrumentAction,
  setBillingAddressAction,
  setShippingAddressAction,
  setShippingMethodAction,
  validateAddressAction,
} from '../../../src/lib/checkout/actions';
import type { CheckoutReferenceData } from '../../../src/lib/checkout/data';
import { searchPlacesAction, setCollectionAddressAction } from '../../../src/lib/checkout/delivery';

/**
 * The checkout page's client part: {@link CheckoutFlow} over the checkout server actions,
 * the step kept in the `step` query with `history.pushState` (Next keeps `useSearchParams`
 * in sync; back/forward move between steps without a server round trip). After the order:
 * the local cart store is cleared and the shopper goes to the order confirmation.
 */
export function CheckoutPageClient({
  localePath,
  localeTag,
  region,
  siteCountry,
  reference,
  pickupContactRequired,
  inStoreMode,
  channel,
  storeContext,
  employee,
  captcha,
}: {
  localePath: string;
  localeTag: string;
  region: string;
  siteCountry: string;
  reference: CheckoutReferenceData;
  pickupContactRequired: boolean;
  inStoreMode: boolean;
  channel: Channel;
  storeContext?: string;
  employee?: { termsAccepted: boolean };
  /** The captcha of Place order (server configuration, spec 3 §7 `placeOrder`). */
  captcha: CaptchaSettings;
}) {
  const router = useRouter();
  const search = useSearchParams();
  const step = parseStep(search.get('step'));

  const actions = useMemo<CheckoutActions>(
    () => ({
      load: () => loadCheckoutAction(localePath),
      validateAddress: (address) => validateAddressAction(localePath, address),
      setShippingAddress: (address) => setShippingAddressAction(localePath, address),
      setShippingMethod: (request) => setShippingMethodAction(localePath, request),
      setBillingAddress: (request) => setBillingAddressAction(localePath, request),
      addPaymentInstrument: (request) => addPaymentInstrumentAction(localePath, request),
      removePaymentInstrument: (id) => removePaymentInstrumentAction(localePath, id),
      paymentSession: () => paymentSessionAction(localePath),
      applyStageSwitch: (code) => applyStageSwitchAction(localePath, code),
      placeOrder: (input) => placeOrderAction(localePath, input),
      patchOrder: (orderNumber, transStatus, orderChannel) =>
        patchOrderAction(localePath, orderNumber, transStatus, orderChannel),
      finalise: async (orderNumber) => {
        await finaliseOrderAction(localePath, orderNumber);
        cartControllerFor(localePath).store.clear();
      },
      acceptEmployeeTerms: () => acceptEmployeeTermsAction(localePath),
      setCollectionAddress: (shippingId, address) =>
        setCollectionAddressAction(localePath, shippingId, address),
      searchPlaces: (search) => searchPlacesAction(localePath, search),
    }),
    [localePath],
  );

  const onStepChange = useCallback((next: CheckoutStep, options?: { replace?: boolean }) => {
    const query = new URLSearchParams(window.location.search);
    query.set('step', next);
    const url = `${window.location.pathname}?${query.toString()}`;
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, []);
  const onEmpty = useCallback(() => router.replace(`/${localePath}/cart`), [router, localePath]);

  return (
    <CheckoutFlow
      step={step}
      onStepChange={onStepChange}
      actions={actions}
      countries={reference.countries}
      countryData={reference.countryData}
      region={region}
      siteCountry={siteCountry}
      locale={localeTag}
      storeNames={reference.storeNames}
      storeServices={reference.storeServices}
      pickupContactRequired={pickupContactRequired}
      inStoreMode={inStoreMode}
      channel={channel}
      captcha={captcha}
      {...(employee ? { employee } : {})}
      onEmpty={onEmpty}
      onConfirmed={(order) =>
        router.push(confirmationHref(localePath, order.orderNumber, storeContext))
      }
    />
  );
}
