'use client';

import { useEffect, useRef, useState } from 'react';
import { useExpressUi } from '../ExpressUi.client';
import type { ExpressButtonProps, ExpressMethod, ExpressSession } from '../types';
import { PayPalApproval } from './PayPalApproval.client';
import * as styles from './Simulated.css';
import { WalletSheet } from './WalletSheet.client';

/**
 * A session of the simulator: the dialog is open, with the session once validated. While it is
 * open its own button stays enabled (a second press does nothing), so the dialog gives the
 * focus back to it when it closes; the other method's button is disabled by the flow.
 */
function useSimulatedSession(method: ExpressMethod, { handlers }: ExpressButtonProps) {
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState<ExpressSession | null>(null);
  const press = async () => {
    if (open) return;
    handlers.begin(method);
    setSession(null);
    setOpen(true);
    const result = await handlers.validateMerchant();
    // A failed merchant validation ends the session: the flow shows its error on the page.
    if (result.ok) setSession(result.session);
    else setOpen(false);
  };
  // The dialog has no trigger: give the focus back to the button when it closes.
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { open, session, press, close: () => setOpen(false), button };
}

/**
 * The simulated card wallet's button (spec 3 §1): pressing it starts the session, validates
 * the merchant and opens the {@link WalletSheet}.
 */
export function SimulatedWalletButton(props: ExpressButtonProps) {
  const { labels } = useExpressUi();
  const { open, session, press, close, button } = useSimulatedSession('wallet', props);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.walletButton}
        onClick={() => void press()}
        disabled={props.disabled && !open}
        data-express-method="wallet"
      >
        {labels.walletButton}
      </button>
      {open && (
        <WalletSheet
          handlers={props.handlers}
          session={session}
          localeTag={props.localeTag}
          onClose={close}
        />
      )}
    </>
  );
}

/**
 * The simulated PayPal button (spec 3 §1): pressing it starts the session, validates the
 * merchant and opens the {@link PayPalApproval}.
 */
export function SimulatedPayPalButton(props: ExpressButtonProps) {
  const { labels } = useExpressUi();
  const { open, session, press, close, button } = useSimulatedSession('paypal', props);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.paypalButton}
        onClick={() => void press()}
        disabled={props.disabled && !open}
        data-express-method="paypal"
      >
        {labels.paypalButton}
      </button>
      {open && (
        <PayPalApproval
          handlers={props.handlers}
          session={session}
          localeTag={props.localeTag}
          onClose={close}
        />
      )}
    </>
  );
}
