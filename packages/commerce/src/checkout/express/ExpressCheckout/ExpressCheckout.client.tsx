'use client';

import type { CaptchaAction } from '@storefront/api-contract';
import { Notification } from '@storefront/ui';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import {
  Captcha,
  type CaptchaHandle,
  type CaptchaSettings,
  invisibleCaptchaResponse,
} from '../../../security/components/Captcha/Captcha.client';
import { expressButtonsFor, expressMayShow } from '../buttons';
import { ExpressUiContext } from '../ExpressUi.client';
import { expressErrorFor } from '../errors';
import type { ExpressLabels } from '../labels';
import { PayLaterSlot } from '../payLater/PayLaterSlot';
import type { PayLaterPlacement } from '../payLater/types';
import { type ExpressProviderLoader, loadExpressProvider } from '../providers.client';
import type { ExpressSettings } from '../settings';
import type { ExpressActions, ExpressMethod, ExpressProviderModule, ExpressSource } from '../types';
import { useExpressFlow } from '../useExpressFlow.client';
import * as styles from './ExpressCheckout.css';

/** Props of {@link ExpressCheckout}. */
export interface ExpressCheckoutProps {
  /** The host's calls (the storefront: Server Actions). */
  actions: ExpressActions;
  source: ExpressSource;
  settings: ExpressSettings;
  /** Shown by the buttons before merchant validation (price or basket total), major units. */
  amount: number;
  currency: string;
  /** BCP 47 tag of the page (`fr-CA`). */
  localeTag: string;
  labels: ExpressLabels;
  /** The localised checkout path (an incomplete PayPal address goes there, spec 3 §4). */
  checkoutHref: string;
  /**
   * The captcha of action `placeOrder` (spec 3 §7): the simulated sheet shows it before
   * Authorise; with a real provider, whose sheet is not ours, it sits under the buttons and
   * its answer goes with the authorisation (reCAPTCHA v3 runs unseen).
   */
  captcha?: CaptchaSettings;
  /** Loads the provider module (default: the registered dynamic imports). */
  loadProvider?: ExpressProviderLoader;
  /** Goes to a page (default `location.assign`). */
  navigate?(href: string): void;
  /** The test captcha's token (default POST /api/captcha). */
  requestTestToken?(action: CaptchaAction): Promise<{ token: string; expiresIn: number }>;
  /** A method pressed before the provider was ready (`ExpressLauncher`): started once it is. */
  start?: ExpressMethod;
  /** Shown while the provider loads (default: a placeholder of the buttons' height). */
  fallback?: ReactNode;
  /**
   * Where the pay-later message under the PayPal button is about (spec 3 §7): the product page's
   * price or the cart's total; none by default (the mini cart and the checkout show none).
   */
  payLater?: PayLaterPlacement;
}

type Provider =
  | { status: 'loading' }
  | { status: 'ready'; module: ExpressProviderModule; methods: ExpressMethod[] }
  | { status: 'failed' };

/**
 * The express buttons (spec 3 §1, §4, §6): the card wallet and PayPal of the configured
 * provider. Renders nothing when no button may show (flag off, provider not ADYEN, spec 3 §6);
 * otherwise loads the provider's module by dynamic import (never in first-load JS, spec 3 §7),
 * asks it for the wallet's browser support, and shows the buttons {@link expressButtonsFor}
 * allows (PayPal hidden from a signed-in in-store employee). The buttons drive
 * {@link useExpressFlow}; an error that ends the session shows under them (spec 3 §8), the
 * order placed shows a status while the confirmation loads.
 */
export function ExpressCheckout({
  actions,
  source,
  settings,
  amount,
  currency,
  localeTag,
  labels,
  checkoutHref,
  captcha,
  loadProvider = loadExpressProvider,
  navigate,
  requestTestToken,
  start,
  fallback,
  payLater,
}: ExpressCheckoutProps) {
  const mayShow = expressMayShow(settings);
  // The settings come from the server: load again only when their content changes.
  const settingsKey = JSON.stringify(settings);
  const [provider, setProvider] = useState<Provider>({ status: 'loading' });
  const {
    state,
    handlers: flowHandlers,
    dismiss,
  } = useExpressFlow({
    actions,
    source,
    checkoutHref,
    ...(navigate ? { navigate } : {}),
    // A cancel puts the shopper's typed address back: a guest's needs a captcha response.
    ...(captcha
      ? {
          restoreResponse: () =>
            invisibleCaptchaResponse('shippingAddress', captcha, requestTestToken),
        }
      : {}),
  });

  useEffect(() => {
    if (!mayShow) return;
    let live = true;
    (async () => {
      try {
        const current = JSON.parse(settingsKey) as ExpressSettings;
        const module = await loadProvider(current);
        const walletSupported = await module.walletSupported().catch(() => false);
        const methods = expressButtonsFor({ ...current, walletSupported });
        if (live) setProvider({ status: 'ready', module, methods });
      } catch {
        if (live) setProvider({ status: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [mayShow, loadProvider, settingsKey]);

  // A press on the launcher's button: press the provider's one once it shows (same gesture).
  const buttonsRef = useRef<HTMLDivElement>(null);
  const started = useRef(false);
  useEffect(() => {
    if (!start || started.current || provider.status !== 'ready') return;
    if (!provider.methods.includes(start)) return;
    started.current = true;
    const slot = buttonsRef.current?.querySelector(`[data-express-slot="${start}"]`);
    const button = slot?.querySelector<HTMLElement>('button, [role="button"]');
    // Focus first: the sheet gives the focus back to it when it closes.
    button?.focus();
    button?.click();
  }, [start, provider]);

  // A real provider's sheet has no captcha: the one under the buttons answers for it.
  const captchaRef = useRef<CaptchaHandle>(null);
  const ownSheet = provider.status === 'ready' && provider.module.id === 'simulated';
  const pageCaptcha = Boolean(captcha) && provider.status === 'ready' && !ownSheet;
  const handlers = useMemo(() => {
    if (!pageCaptcha) return flowHandlers;
    const answer = async () => {
      const token = await captchaRef.current?.execute();
      captchaRef.current?.reset();
      return token ?? undefined;
    };
    return {
      ...flowHandlers,
      paymentAuthorized: async (payment: Parameters<typeof flowHandlers.paymentAuthorized>[0]) =>
        flowHandlers.paymentAuthorized({
          ...payment,
          recaptcha_response: payment.recaptcha_response ?? (await answer()),
        }),
      paypalDetails: async (paymentData: string, recaptcha?: string) =>
        flowHandlers.paypalDetails(paymentData, recaptcha ?? (await answer())),
    };
  }, [flowHandlers, pageCaptcha]);

  const ui = useMemo(
    () => ({
      labels,
      ...(captcha ? { captcha } : {}),
      ...(requestTestToken ? { requestTestToken } : {}),
    }),
    [labels, captcha, requestTestToken],
  );

  if (!mayShow || provider.status === 'failed') return null;
  if (provider.status === 'ready' && provider.methods.length === 0) return null;

  const busy = state.status === 'active' || state.status === 'succeeded';
  const failure = state.status === 'ended' ? state.failure : undefined;
  const error =
    failure &&
    // An ended session's error shows under the buttons, whatever step it came from.
    expressErrorFor(failure, labels, { step: 'merchantValidation', localeTag });
  const buttonProps = { handlers, amount, currency, localeTag, disabled: busy };

  return (
    <ExpressUiContext.Provider value={ui}>
      <section className={styles.root} aria-label={labels.region} data-express-checkout="">
        {provider.status === 'loading' ? (
          (fallback ?? (
            <div className={styles.buttons} aria-busy="true">
              <span className={styles.placeholder} role="status" aria-label={labels.loading} />
            </div>
          ))
        ) : (
          <div className={styles.buttons} ref={buttonsRef}>
            {provider.methods.includes('wallet') && (
              <div data-express-slot="wallet" className={styles.slot}>
                <provider.module.WalletButton {...buttonProps} />
              </div>
            )}
            {provider.methods.includes('paypal') && (
              <div data-express-slot="paypal" className={styles.slot}>
                <provider.module.PayPalButton {...buttonProps} />
              </div>
            )}
          </div>
        )}
        {payLater && (provider.status === 'loading' || provider.methods.includes('paypal')) && (
          <PayLaterSlot
            settings={settings}
            amount={amount}
            currency={currency}
            localeTag={localeTag}
            placement={payLater}
            labels={labels}
          />
        )}
        {pageCaptcha && captcha && (
          <Captcha
            ref={captchaRef}
            action="placeOrder"
            {...captcha}
            labels={labels.captcha}
            {...(requestTestToken ? { requestTestToken } : {})}
          />
        )}
        {error && error.placement !== 'checkout' && (
          <Notification tone="error" onDismiss={dismiss} dismissLabel={labels.dismiss}>
            {error.message}
          </Notification>
        )}
        {state.status === 'succeeded' && (
          <p className={styles.status} role="status">
            {labels.redirecting}
          </p>
        )}
      </section>
    </ExpressUiContext.Provider>
  );
}
