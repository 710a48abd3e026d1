import type { ExpressFlowHandlers, ExpressSheetState, WalletContact } from '../types';
import {
  type AdyenSheetLabels,
  type ApplePayContactLike,
  type ApplePayErrorArgs,
  applePayErrorOf,
  applePaySheetUpdate,
  walletContactOf,
  walletContactOfPayPal,
} from './mapping';

/**
 * The express callbacks of `@adyen/adyen-web` v6 (Apple Pay and PayPal components with
 * `isExpress: true`) mapped to the flow's {@link ExpressFlowHandlers} (spec 3 §4 "Express
 * wallet flow", "PayPal express"). Library-free so they are tested with fakes: the component
 * file passes them to `new ApplePay(checkout, …)` / `new PayPal(checkout, …)`. `handlers()`
 * reads the latest handlers (a React ref), so a re-render never remounts the button.
 */

/** Makes the `ApplePayError` of the browser (Safari's global constructor). */
export type MakeApplePayError = (args: ApplePayErrorArgs) => unknown;

/** Adyen's submit/details actions (`SubmitActions`, `AdditionalDetailsActions`). */
interface AdyenActions {
  resolve(response: { resultCode: string; action?: unknown }): void;
  reject(error?: unknown): void;
}

/**
 * Apple Pay (the card wallet) callbacks, in the order the sheet calls them: `onClick` (session
 * start), `onValidateMerchant` (merchant validation: the flow's payment session answers the
 * provider's `merchantSession`), `onShippingContactSelected` (a redacted contact),
 * `onShippingMethodSelected`, `onAuthorized` (the full contacts), `onSubmit` (the token: the
 * flow validates the contacts, places the order and finalises), `onError` (closed or failed:
 * the session ends). A failed step answers the sheet with Apple Pay's error for its kind
 * (spec 3 §8) over the last totals, so the shopper can correct it.
 */
export function applePayCallbacks(
  handlers: () => ExpressFlowHandlers,
  labels: AdyenSheetLabels,
  makeError: MakeApplePayError,
) {
  let sheet: ExpressSheetState | undefined;
  let contacts: { shippingContact: WalletContact; billingContact: WalletContact } = {
    shippingContact: {},
    billingContact: {},
  };
  const lastUpdate = () => (sheet ? applePaySheetUpdate(sheet, labels) : {});
  return {
    onClick(resolve: () => void) {
      sheet = undefined;
      handlers().begin('wallet');
      resolve();
    },
    async onValidateMerchant(
      resolve: (session: unknown) => void,
      reject: (error?: unknown) => void,
      _validationURL?: string,
    ) {
      const result = await handlers().validateMerchant();
      if (!result.ok) return reject(makeError(applePayErrorOf(result)));
      sheet = result.session;
      resolve(result.session.merchantSession);
    },
    async onShippingContactSelected(
      resolve: (update: object) => void,
      _reject: unknown,
      event: { shippingContact?: ApplePayContactLike },
    ) {
      const result = await handlers().shippingContactSelected(
        walletContactOf(event.shippingContact),
      );
      if (!result.ok)
        return resolve({ ...lastUpdate(), errors: [makeError(applePayErrorOf(result))] });
      sheet = result;
      resolve(applePaySheetUpdate(result, labels));
    },
    async onShippingMethodSelected(
      resolve: (update: object) => void,
      _reject: unknown,
      event: { shippingMethod?: { identifier?: string } },
    ) {
      const result = await handlers().shippingMethodSelected(
        event.shippingMethod?.identifier ?? '',
      );
      if (!result.ok)
        return resolve({ ...lastUpdate(), errors: [makeError(applePayErrorOf(result))] });
      sheet = result;
      const { newTotal, newLineItems } = applePaySheetUpdate(result, labels);
      resolve({ newTotal, newLineItems });
    },
    onAuthorized(
      data: {
        authorizedEvent?: {
          payment?: {
            shippingContact?: ApplePayContactLike;
            billingContact?: ApplePayContactLike;
          };
        };
      },
      actions: { resolve(): void },
    ) {
      contacts = {
        shippingContact: walletContactOf(data.authorizedEvent?.payment?.shippingContact),
        billingContact: walletContactOf(data.authorizedEvent?.payment?.billingContact),
      };
      actions.resolve();
    },
    async onSubmit(
      state: { data?: { paymentMethod?: { applePayToken?: string } } },
      _component: unknown,
      actions: AdyenActions,
    ) {
      const result = await handlers().paymentAuthorized({
        ...contacts,
        paymentData: state.data?.paymentMethod?.applePayToken ?? '',
      });
      if (result.ok) actions.resolve({ resultCode: 'Authorised' });
      else actions.reject({ error: { applePayError: makeError(applePayErrorOf(result)) } });
    },
    onError() {
      handlers().cancel();
    },
  };
}

/** PayPal's payer (`authorizedEvent.payer` of the order): name, e-mail, phone. */
interface PayPalPayerLike {
  name?: { given_name?: string; surname?: string };
  email_address?: string;
  phone?: { phone_number?: { national_number?: string } };
}

/**
 * PayPal express callbacks: `onSubmit` (session start and payment session: the flow's
 * `merchantSession` carries the payment backend's `/payments` answer for PayPal, its
 * `resultCode` and `action`, which the component resolves with), `onAuthorized` (the shipping
 * address is added; an incomplete one sends the shopper to /checkout, spec 3 §4),
 * `onAdditionalDetails` (the order is prepared and placed with the details as `paymentData`),
 * `onError` (closed or failed: the session ends).
 */
export function payPalCallbacks(handlers: () => ExpressFlowHandlers) {
  return {
    async onSubmit(_state: unknown, _component: unknown, actions: AdyenActions) {
      handlers().begin('paypal');
      const result = await handlers().validateMerchant();
      const payment = result.ok
        ? (result.session.merchantSession as { resultCode?: string; action?: unknown })
        : undefined;
      if (!payment?.action) return actions.reject();
      actions.resolve({ resultCode: payment.resultCode ?? 'Pending', action: payment.action });
    },
    async onAuthorized(
      data: {
        authorizedEvent?: { payer?: PayPalPayerLike };
        deliveryAddress?: Parameters<typeof walletContactOfPayPal>[0];
      },
      actions: { resolve(): void; reject(): void },
    ) {
      const payer = data.authorizedEvent?.payer;
      const phone = payer?.phone?.phone_number?.national_number;
      const contact = walletContactOfPayPal(data.deliveryAddress, {
        ...(payer?.name?.given_name ? { givenName: payer.name.given_name } : {}),
        ...(payer?.name?.surname ? { familyName: payer.name.surname } : {}),
        ...(payer?.email_address ? { emailAddress: payer.email_address } : {}),
        ...(phone ? { phoneNumber: phone } : {}),
      });
      const result = await handlers().paypalAuthorized(contact);
      if (result.ok) actions.resolve();
      else actions.reject();
    },
    async onAdditionalDetails(
      state: { data?: unknown },
      _component: unknown,
      actions: AdyenActions,
    ) {
      const result = await handlers().paypalDetails(JSON.stringify(state.data ?? {}));
      if (result.ok) actions.resolve({ resultCode: 'Authorised' });
      else actions.reject();
    },
    onError() {
      handlers().cancel();
    },
  };
}
