'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { expressButtonsFor, expressMayShow } from '../buttons';
import { walletCapability } from '../capability';
import type { ExpressCheckoutProps } from '../ExpressCheckout/ExpressCheckout.client';
import { slot as payLaterSlot } from '../payLater/PayLaterSlot/PayLaterSlot.css';
import type { ExpressMethod } from '../types';
import * as styles from './ExpressLauncher.css';

/** The express flow and its provider: their own chunk, loaded on the shopper's intent. */
export function loadExpressCheckout() {
  return import('../ExpressCheckout/ExpressCheckout.client');
}

const ExpressCheckout = lazy(() =>
  loadExpressCheckout().then((module) => ({ default: module.ExpressCheckout })),
);

/**
 * The pay-later message's place (spec 3 §7): its own chunk, so a page without the message (the
 * checkout, the mini cart) ships none of it; the server renders it in the first HTML.
 */
const PayLaterSlot = lazy(() =>
  import('../payLater/PayLaterSlot').then((module) => ({ default: module.PayLaterSlot })),
);

/** Props of {@link ExpressLauncher}: those of `ExpressCheckout`. */
export type ExpressLauncherProps = ExpressCheckoutProps;

/**
 * The express buttons as a page first shows them (spec 3 §1, §6), so the page's first-load JS
 * carries none of the flow nor the provider (spec 3 §7): plain wallet and PayPal buttons for
 * the methods {@link expressButtonsFor} allows (the wallet after a capability check that loads
 * nothing). The shopper's intent (pointer over, focus, touch) fetches the flow's chunk; a
 * press mounts `ExpressCheckout`, which loads the provider, shows its own buttons in their
 * place and starts the pressed method as soon as they are ready. With `payLater`, the pay-later
 * message sits under the buttons where PayPal shows (`PayLaterSlot`, its own chunk; the
 * message's module loads when the browser is idle). Renders nothing when no button may show.
 */
export function ExpressLauncher(props: ExpressLauncherProps) {
  const { settings, labels } = props;
  // The simulator's answer is known on the server too (no shift on hydration); a browser
  // check waits for the browser.
  const [walletSupported, setWalletSupported] = useState<boolean | undefined>(() =>
    settings.provider === 'simulated' ? walletCapability(settings) : undefined,
  );
  const [start, setStart] = useState<ExpressMethod | undefined>(undefined);
  const settingsKey = JSON.stringify(settings);

  useEffect(() => {
    setWalletSupported(walletCapability(JSON.parse(settingsKey)));
  }, [settingsKey]);

  if (!expressMayShow(settings)) return null;
  const preload = () => void loadExpressCheckout().catch(() => undefined);
  const methods = expressButtonsFor({ ...settings, walletSupported });
  if (walletSupported !== undefined && methods.length === 0) return null;

  const buttons = (
    <div className={styles.buttons} data-express-launcher="">
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          className={method === 'wallet' ? styles.walletButton : styles.paypalButton}
          data-express-method={method}
          onClick={() => setStart((current) => current ?? method)}
        >
          {method === 'wallet' ? labels.walletButton : labels.paypalButton}
        </button>
      ))}
    </div>
  );
  // The pay-later message under the PayPal button loads once the browser is idle (spec 3 §7).
  const payLater = props.payLater && methods.includes('paypal') && (
    <Suspense fallback={<div className={payLaterSlot} />}>
      <PayLaterSlot
        settings={settings}
        amount={props.amount}
        currency={props.currency}
        localeTag={props.localeTag}
        placement={props.payLater}
        labels={labels}
      />
    </Suspense>
  );
  const launcher = (
    <section className={styles.root} aria-label={labels.region} data-express-checkout="">
      {buttons}
      {payLater}
    </section>
  );

  if (!start) {
    // Intent (pointer over, focus, touch) fetches the flow's chunk; the buttons stay as they
    // are (a keyboard user keeps the focus).
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions: intent only (preload); the buttons inside are the controls
      <div onPointerEnter={preload} onFocus={preload} onTouchStart={preload}>
        {launcher}
      </div>
    );
  }
  return (
    <Suspense fallback={launcher}>
      <ExpressCheckout {...props} start={start} fallback={buttons} />
    </Suspense>
  );
}
