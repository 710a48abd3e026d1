'use client';

import { useEffect, useRef } from 'react';
import type { PayLaterMessageProps, PayLaterPlacement } from './types';

/**
 * The global PayPal's messages SDK is loaded under (`data-namespace`), apart from the `paypal`
 * global of the SDK that Adyen's PayPal button loads, so neither replaces the other.
 */
export const paypalMessagesNamespace = 'storefrontPayPalMessages';

/** What `paypal.Messages(config)` takes (PayPal JavaScript SDK, messages component). */
export interface PayPalMessagesConfig {
  amount: number;
  currency: string;
  /** PayPal's page types: `product-details`, `cart`. */
  pageType: 'product-details' | 'cart';
  style: { layout: 'text'; logo: { type: 'inline' }; text: { size: number } };
}

/** The part of PayPal's SDK this module uses. */
export interface PayPalMessagesSdk {
  Messages(config: PayPalMessagesConfig): { render(container: HTMLElement): Promise<void> };
}

/**
 * The URL of PayPal's JavaScript SDK with the messages component only (spec 3 §7 "A pay-later
 * messages script is loaded for PayPal"): `https://www.paypal.com/sdk/js?client-id=…&components=messages&currency=…`.
 * @param clientId the public PayPal client id (`PAYPAL_CLIENT_ID`)
 * @param currency ISO 4217 code of the page
 */
export function paypalMessagesSdkUrl(clientId: string, currency: string): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    components: 'messages',
    currency: currency.toUpperCase(),
  });
  return `https://www.paypal.com/sdk/js?${query}`;
}

/** The configuration of one message (PayPal's text layout, in the line's size). */
export function paypalMessagesConfig(
  amount: number,
  currency: string,
  placement: PayLaterPlacement,
): PayPalMessagesConfig {
  return {
    amount,
    currency: currency.toUpperCase(),
    pageType: placement === 'product' ? 'product-details' : 'cart',
    style: { layout: 'text', logo: { type: 'inline' }, text: { size: 12 } },
  };
}

const loading = new Map<string, Promise<PayPalMessagesSdk>>();

/**
 * Loads PayPal's messages SDK once per URL: a `<script async>` added to `<head>` (allowed by the
 * page's CSP only with `EXPRESS_PROVIDER=adyen`: `'strict-dynamic'` trusts a script our own
 * nonced code adds, and PayPal's hosts are listed for its frames and images).
 * @throws Error (rejects) when the script fails to load or defines no `Messages`.
 */
export function loadPayPalMessagesSdk(url: string): Promise<PayPalMessagesSdk> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<PayPalMessagesSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute('data-namespace', paypalMessagesNamespace);
    script.addEventListener('load', () => {
      const sdk = (window as unknown as Record<string, PayPalMessagesSdk | undefined>)[
        paypalMessagesNamespace
      ];
      if (sdk?.Messages) resolve(sdk);
      else reject(new Error('PayPal messages SDK: no Messages component'));
    });
    script.addEventListener('error', () => reject(new Error('PayPal messages SDK did not load')));
    document.head.appendChild(script);
  });
  // A failed load may be tried again by the next message.
  promise.catch(() => loading.delete(url));
  loading.set(url, promise);
  return promise;
}

/**
 * The pay-later message rendered by PayPal's messages SDK (`paypal.Messages(...).render`) with
 * `EXPRESS_PROVIDER=adyen` and `PAYPAL_CLIENT_ID` set: PayPal decides the wording and offers its
 * own "Learn more" window. Nothing shows when the SDK cannot load (the PayPal button stays).
 */
export function PayPalMessage({ amount, currency, placement, settings }: PayLaterMessageProps) {
  const container = useRef<HTMLDivElement>(null);
  const clientId = settings.paypalMessages?.clientId;
  useEffect(() => {
    const element = container.current;
    if (!clientId || !element) return;
    let live = true;
    loadPayPalMessagesSdk(paypalMessagesSdkUrl(clientId, currency))
      .then((sdk) => {
        if (!live) return;
        element.replaceChildren();
        return sdk.Messages(paypalMessagesConfig(amount, currency, placement)).render(element);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [clientId, amount, currency, placement]);
  return <div ref={container} data-pay-later-message="paypal" />;
}
