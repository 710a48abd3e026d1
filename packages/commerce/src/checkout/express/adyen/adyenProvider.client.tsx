'use client';

import type { ApplePay, Core, PayPal } from '@adyen/adyen-web';
import { languageOf } from '@storefront/api-contract';
import { type ReactNode, useEffect, useRef } from 'react';
import checkoutEn from '../../../messages/en/checkout.json';
import checkoutFr from '../../../messages/fr/checkout.json';
import type { ExpressButtonProps, ExpressFlowHandlers, ExpressProviderModule } from '../types';
import { applePayCallbacks, type MakeApplePayError, payPalCallbacks } from './adyenFlow';
import type { AdyenClientConfig } from './config';
import { type AdyenLibrary, loadAdyenLibrary } from './library.client';
import { type AdyenSheetLabels, adyenMinorUnits } from './mapping';

/**
 * The Adyen provider of express checkout (spec 3 §7): `@adyen/adyen-web` v6's Apple Pay and
 * PayPal components in their express mode, driving the flow's handlers (`adyenFlow.ts`). This
 * module loads through `loadAdyenProvider`'s dynamic import, when a button is about to show;
 * the library and its stylesheet, files of the shop's own origin built from the pinned package,
 * load when a button mounts (or Apple Pay is asked about), with their integrity values
 * (`loadAdyenLibrary`, spec 3 §7).
 * What the library then fetches from outside (Apple Pay's SDK outside Safari, PayPal's SDK,
 * Adyen's analytics) is listed in the README "Express checkout with Adyen".
 */

/** Safari's `ApplePayError` (absent elsewhere: the error then carries the message only). */
const makeApplePayError: MakeApplePayError = ({ code, contactField, message }) => {
  const Native = (
    globalThis as {
      ApplePayError?: new (code: string, field?: string, message?: string) => unknown;
    }
  ).ApplePayError;
  return Native ? new Native(code, contactField, message) : { code, contactField, message };
};

/** The region of a BCP 47 tag (`fr-CA` → `CA`), the checkout's country. */
const regionOf = (tag: string) => tag.split('-')[1]?.toUpperCase() ?? 'US';

/** The library of a configuration; rejects without its files (the button then reports an error). */
function libraryOf(config: AdyenClientConfig): Promise<AdyenLibrary> {
  return config.assets
    ? loadAdyenLibrary(config.assets)
    : Promise.reject(new Error('Adyen library: no assets in the configuration'));
}

/** The core of the library for one button (no session: the advanced flow, spec 3 §7). */
function checkoutFor(
  library: AdyenLibrary,
  config: AdyenClientConfig,
  props: ExpressButtonProps,
  onError: () => void,
) {
  return library.AdyenCheckout({
    clientKey: config.clientKey,
    environment: config.environment,
    locale: props.localeTag,
    countryCode: regionOf(props.localeTag),
    amount: { value: adyenMinorUnits(props.amount, props.currency), currency: props.currency },
    // Adyen's optional analytics off (the library may still report its setup to Adyen).
    analytics: { enabled: false },
    onError,
  });
}

/** The latest handlers, read by the library's callbacks (a re-render does not remount). */
function useLatest(handlers: ExpressFlowHandlers) {
  const ref = useRef(handlers);
  ref.current = handlers;
  return ref;
}

/** The configuration and words of the page, set by {@link createAdyenProvider} (one per app). */
let settings: { adyen: AdyenClientConfig; labels?: Partial<AdyenSheetLabels> } | undefined;

/** The sheet's line words (`checkout` catalogue, `walletSheet`) in the page's language. */
const sheetWords: Record<string, typeof checkoutEn.walletSheet> = {
  en: checkoutEn.walletSheet,
  fr: checkoutFr.walletSheet,
};

/**
 * The sheet's words of a button: the given ones over the catalogue's in the page's language;
 * the total is labelled with the merchant account unless a store name is given.
 */
export function sheetLabelsFor(localeTag: string): AdyenSheetLabels {
  const words = sheetWords[languageOf(localeTag)] ?? checkoutEn.walletSheet;
  return { merchant: settings?.adyen.merchantAccount ?? '', ...words, ...settings?.labels };
}

/**
 * Mounts one Adyen element in a `div` for the button's lifetime; remounts when the amount,
 * currency or language change (the props and callbacks are read through refs).
 */
function useAdyenElement(
  props: ExpressButtonProps,
  create: (
    checkout: Core,
    library: AdyenLibrary,
  ) => { mount(node: HTMLElement): unknown; unmount(): unknown },
  onError: () => void,
) {
  const node = useRef<HTMLDivElement>(null);
  const latest = useRef({ props, create, onError });
  latest.current = { props, create, onError };
  const { amount, currency, localeTag } = props;
  useEffect(() => {
    const adyen = settings?.adyen;
    if (!adyen) return;
    let element: { unmount(): unknown } | undefined;
    let live = true;
    void libraryOf(adyen)
      .then(async (library) => {
        const checkout = await checkoutFor(
          library,
          adyen,
          { ...latest.current.props, amount, currency, localeTag },
          () => latest.current.onError(),
        );
        if (!live || !node.current) return;
        const made = latest.current.create(checkout, library);
        made.mount(node.current);
        element = made;
      })
      .catch(() => latest.current.onError());
    return () => {
      live = false;
      element?.unmount();
    };
  }, [amount, currency, localeTag]);
  return node;
}

/** Apple Pay's express button (the card wallet, spec 3 §4 "Express wallet flow"). */
function AdyenWalletButton(props: ExpressButtonProps): ReactNode {
  const handlers = useLatest(props.handlers);
  const node = useAdyenElement(
    props,
    (checkout, library) => {
      const labels = sheetLabelsFor(props.localeTag);
      return new library.ApplePay(checkout, {
        isExpress: true,
        configuration: { merchantName: settings?.adyen.merchantAccount },
        totalPriceLabel: labels.merchant,
        buttonType: 'buy',
        requiredShippingContactFields: ['postalAddress', 'name', 'phone', 'email'],
        requiredBillingContactFields: ['postalAddress', 'name'],
        ...applePayCallbacks(() => handlers.current, labels, makeApplePayError),
      } as ConstructorParameters<typeof ApplePay>[1]);
    },
    () => handlers.current.cancel(),
  );
  return <AdyenSlot node={node} disabled={props.disabled} />;
}

/** PayPal's express button (spec 3 §4 "PayPal express"); PayPal Credit, Pay Later, Venmo off. */
function AdyenPayPalButton(props: ExpressButtonProps): ReactNode {
  const handlers = useLatest(props.handlers);
  const node = useAdyenElement(
    props,
    (checkout, library) =>
      new library.PayPal(checkout, {
        isExpress: true,
        blockPayPalCreditButton: true,
        blockPayPalPayLaterButton: true,
        blockPayPalVenmoButton: true,
        ...payPalCallbacks(() => handlers.current),
      } as ConstructorParameters<typeof PayPal>[1]),
    () => handlers.current.cancel(),
  );
  return <AdyenSlot node={node} disabled={props.disabled} />;
}

/**
 * The Adyen {@link ExpressProviderModule} of a configuration (`adyenConfigFromEnv`, or the
 * express settings' `adyen`, read on the server), optionally with the sheet's words
 * (`labels.merchant`: the total's label, the store's name; default the merchant account and
 * the `checkout` catalogue's `walletSheet` words in the button's language).
 * `walletSupported` asks Apple Pay itself (Apple Pay JS present, then `ApplePay.isAvailable()`:
 * `canMakePayments`), never a user-agent guess (spec 3 §6).
 */
export function createAdyenProvider(
  adyen: AdyenClientConfig,
  labels?: Partial<AdyenSheetLabels>,
): ExpressProviderModule {
  settings = { adyen, ...(labels ? { labels } : {}) };
  return {
    id: 'adyen',
    async walletSupported() {
      // Without Apple Pay JS in the browser there is no card wallet: constructing the element
      // would fetch Apple's SDK from its CDN, only to answer no.
      if (typeof window === 'undefined' || !('ApplePaySession' in window)) return false;
      try {
        const library = await libraryOf(adyen);
        const checkout = await library.AdyenCheckout({
          clientKey: adyen.clientKey,
          environment: adyen.environment,
          analytics: { enabled: false },
        });
        await new library.ApplePay(checkout, { isExpress: true }).isAvailable();
        return true;
      } catch {
        return false;
      }
    },
    WalletButton: AdyenWalletButton,
    PayPalButton: AdyenPayPalButton,
  };
}

/** The element's place; `inert` while another express method runs. */
function AdyenSlot({
  node,
  disabled,
}: {
  node: React.RefObject<HTMLDivElement | null>;
  disabled: boolean | undefined;
}) {
  return <div ref={node} inert={disabled} aria-disabled={disabled || undefined} />;
}
