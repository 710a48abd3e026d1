'use client';

import type { Channel, CheckoutAddress } from '@storefront/api-contract';
import {
  browserDeviceTraits,
  type CaptchaSettings,
  type CheckoutAccount,
  type CheckoutActions,
  type CheckoutData,
  type CheckoutStep,
  confirmationHref,
  deviceFingerprintOf,
  type InStoreSale,
  memberExpressReasonParam,
  messageForError,
  type PlaceOrderInput,
  parseStep,
} from '@storefront/commerce';
import {
  CheckoutFlow,
  invisibleCaptchaResponse,
  useCartController,
} from '@storefront/commerce/client';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { saveAddressAction, saveCardAction } from '../../../src/lib/account/accountActions';
import { challenged } from '../../../src/lib/cart/cart.client';
import {
  acceptEmployeeTermsAction,
  addPaymentInstrumentAction,
  applyStageSwitchAction,
  finaliseOrderAction,
  loadCheckoutAction,
  patchOrderAction,
  paymentSessionAction,
  placeOrderAction,
  removeBillingAddressAction,
  removePaymentInstrumentAction,
  removeShippingAddressAction,
  setBillingAddressAction,
  setShippingAddressAction,
  setShippingMethodAction,
  validateAddressAction,
} from '../../../src/lib/checkout/actions';
import type { CheckoutReferenceData } from '../../../src/lib/checkout/data';
import { setCollectionAddressAction } from '../../../src/lib/checkout/delivery';
import { fetchPlaces } from '../../../src/lib/checkout/placesClient';

/**
 * The checkout page's client part: {@link CheckoutFlow} over the checkout server actions,
 * the step kept in the `step` query with `history.pushState` (Next keeps `useSearchParams`
 * in sync; back/forward move between steps without a server round trip). Every basket the
 * checkout answers goes to the layout's one basket store (the header count stays right); after
 * the order the store is cleared and the shopper goes to the order confirmation.
 * `initialData`: the checkout data the page read on the server (none: the flow loads it).
 * `account`: a signed-in shopper's saved addresses and cards; new ones are saved through the
 * account's Server Actions.
 */
export function CheckoutPageClient({
  localePath,
  localeTag,
  region,
  siteCountry,
  reference,
  pickupContactRequired,
  inStoreSale,
  channel,
  storeContext,
  employee,
  captcha,
  initialData,
  account,
  notice,
}: {
  localePath: string;
  localeTag: string;
  region: string;
  siteCountry: string;
  reference: CheckoutReferenceData;
  pickupContactRequired: boolean;
  /** The associate session's store and employee, shown read-only on the summary. */
  inStoreSale?: InStoreSale;
  channel: Channel;
  storeContext?: string;
  employee?: { termsAccepted: boolean };
  /**
   * The captcha settings (server configuration): Place order's widget (spec 3 §7 `placeOrder`)
   * and the shipping address's response without a click (spec 1 §7 `shippingAddress`).
   */
  captcha: CaptchaSettings;
  /** The checkout data read by the route (absent: the flow loads it). */
  initialData?: CheckoutData;
  /** A signed-in shopper's saved addresses and cards (absent for a guest). */
  account?: CheckoutAccount;
  /** Why the member one-step checkout stopped (spec 1 §4), shown at the top. */
  notice?: string;
}) {
  const cart = useCartController();
  const router = useRouter();
  const search = useSearchParams();
  const step = parseStep(search.get('step'));
  // The route's read is the flow's start only: a Server Action that changes a cookie re-renders
  // the page, and after the order the new empty basket must not send the shopper to the cart
  // while the flow goes to the confirmation.
  const [firstData] = useState(initialData);

  // Read when the address is sent: a re-render with new props must not rebuild the actions.
  const captchaSettings = useRef(captcha);
  captchaSettings.current = captcha;
  const actions = useMemo<CheckoutActions>(
    () => ({
      // Every checkout call the bot defence may block (spec 1 §8: a 403 with an appId) asks the
      // challenge and is sent again once it is passed.
      load: challenged(loadCheckoutAction),
      validateAddress: challenged(validateAddressAction),
      // A fresh captcha response for each send, a retry after a challenge too (spec 1 §7).
      setShippingAddress: challenged(async (address: CheckoutAddress) => {
        const response = await invisibleCaptchaResponse('shippingAddress', captchaSettings.current);
        return setShippingAddressAction({
          ...address,
          ...(response ? { recaptcha_response: response } : {}),
        });
      }),
      removeShippingAddress: challenged(removeShippingAddressAction),
      setShippingMethod: challenged(setShippingMethodAction),
      setBillingAddress: challenged(setBillingAddressAction),
      removeBillingAddress: challenged(removeBillingAddressAction),
      addPaymentInstrument: challenged(addPaymentInstrumentAction),
      removePaymentInstrument: challenged(removePaymentInstrumentAction),
      paymentSession: challenged(paymentSessionAction),
      applyStageSwitch: challenged(applyStageSwitchAction),
      // The device fingerprint goes with the placement, sent before the order (spec 1 §7).
      placeOrder: challenged((input: PlaceOrderInput) =>
        placeOrderAction({ ...input, fingerPrint: deviceFingerprintOf(browserDeviceTraits()) }),
      ),
      patchOrder: challenged(patchOrderAction),
      finalise: async (orderNumber) => {
        await finaliseOrderAction(orderNumber);
        cart.store.clear();
      },
      acceptEmployeeTerms: challenged(acceptEmployeeTermsAction),
      setCollectionAddress: challenged(setCollectionAddressAction),
      searchPlaces: (search) => fetchPlaces(localePath, search, messageForError('GEN500')),
      saveAddress: challenged((address) => saveAddressAction({ address })),
      saveCard: challenged(saveCardAction),
    }),
    [localePath, cart],
  );

  const onStepChange = useCallback((next: CheckoutStep, options?: { replace?: boolean }) => {
    const query = new URLSearchParams(window.location.search);
    query.set('step', next);
    const url = `${window.location.pathname}?${query.toString()}`;
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
  }, []);
  // The reason was shown once: a reload or a shared link must not show it again.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    if (!query.has(memberExpressReasonParam)) return;
    query.delete(memberExpressReasonParam);
    window.history.replaceState(null, '', `${window.location.pathname}?${query.toString()}`);
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
      {...(inStoreSale ? { inStoreSale } : {})}
      channel={channel}
      captcha={captcha}
      {...(employee ? { employee } : {})}
      {...(firstData ? { initialData: firstData } : {})}
      {...(account ? { account } : {})}
      {...(notice ? { notice } : {})}
      onEmpty={onEmpty}
      onConfirmed={(order) =>
        router.push(confirmationHref(localePath, order.orderNumber, storeContext))
      }
    />
  );
}
