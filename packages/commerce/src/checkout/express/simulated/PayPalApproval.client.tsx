'use client';

import { Button, Dialog, Spinner } from '@storefront/ui';
import { useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha/Captcha.client';
import { useExpressUi } from '../ExpressUi.client';
import { type ExpressErrorView, expressErrorFor } from '../errors';
import { sheetOf } from '../expressReducer';
import type { ExpressFlowHandlers, ExpressSession, ExpressSheetState } from '../types';
import { simulatedAddresses, simulatedToken } from './addresses';
import { AddressChoice, SheetTotals } from './SheetParts.client';
import * as styles from './Simulated.css';

/** Props of {@link PayPalApproval}. */
export interface PayPalApprovalProps {
  handlers: ExpressFlowHandlers;
  /** The merchant validation's session; null while it runs. */
  session: ExpressSession | null;
  localeTag: string;
  /** The dialog closes: the session ended (cancel, failure) or the order was placed. */
  onClose(): void;
}

/**
 * The simulated PayPal approval (spec 3 §4 "PayPal express"), standing in for PayPal's window:
 * the shopper picks the address PayPal hands over (home, a foreign country, a city over 50
 * characters, or an incomplete one: back to /checkout, spec 3 §5) and approves; the flow adds
 * the shipping address (`paypalAuthorized`), the dialog shows the totals and the captcha
 * (action `placeOrder`), and Pay now places the order (`paypalDetails`). Cancel ends the
 * session; Fail pays with a token the provider declines.
 */
export function PayPalApproval({ handlers, session, localeTag, onClose }: PayPalApprovalProps) {
  const { labels, captcha, requestTestToken } = useExpressUi();
  const captchaRef = useRef<CaptchaHandle>(null);
  const storeCountry = session?.storeCountry ?? 'US';
  const addresses = simulatedAddresses(storeCountry, { incomplete: true });
  const [addressId, setAddressId] = useState(addresses[0]?.id);
  const [sheet, setSheet] = useState<ExpressSheetState | null>(null);
  const [error, setError] = useState<ExpressErrorView | null>(null);
  const [busy, setBusy] = useState(false);

  const show = (
    failure: Parameters<typeof expressErrorFor>[0],
    step: 'shippingContact' | 'paymentAuthorization',
  ) => {
    const view = expressErrorFor(failure, labels, { step, storeCountry, localeTag });
    if (view.endsSession) onClose();
    else setError(view);
  };

  const approve = async () => {
    const chosen = addresses.find((a) => a.id === addressId);
    if (!chosen) return;
    setBusy(true);
    setError(null);
    const result = await handlers.paypalAuthorized(chosen.contact);
    setBusy(false);
    if (result.ok) setSheet(sheetOf(result));
    else show(result, 'shippingContact');
  };

  const pay = async (outcome: 'approved' | 'declined') => {
    if (!session) return;
    const response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !response) return;
    setBusy(true);
    setError(null);
    const result = await handlers.paypalDetails(
      simulatedToken(outcome, session.sessionId),
      response ?? undefined,
    );
    setBusy(false);
    captchaRef.current?.reset();
    if (result.ok) onClose();
    else show(result, 'paymentAuthorization');
  };

  const cancel = () => {
    handlers.cancel();
    onClose();
  };

  const approved = sheet !== null;
  const footer = session && (
    <div className={styles.actions}>
      {approved ? (
        <Button onClick={() => void pay('approved')} disabled={busy} loading={busy}>
          {labels.paypal.pay}
        </Button>
      ) : (
        <Button onClick={() => void approve()} disabled={busy || !addressId} loading={busy}>
          {labels.paypal.approve}
        </Button>
      )}
      <Button variant="secondary" onClick={cancel}>
        {labels.sheet.cancel}
      </Button>
      {approved && (
        <Button variant="tertiary" onClick={() => void pay('declined')} disabled={busy}>
          {labels.sheet.fail}
        </Button>
      )}
    </div>
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={labels.paypal.title}
      description={labels.paypal.simulated}
      closeLabel={labels.sheet.cancel}
      size="md"
      footer={footer}
    >
      {!session ? (
        <p className={styles.notice} role="status">
          <Spinner size="sm" decorative /> {labels.sheet.processing}
        </p>
      ) : (
        <div className={styles.sheet} data-express-paypal="">
          {!approved && <p className={styles.contact}>{labels.paypal.intro}</p>}
          <AddressChoice
            name="express-paypal-address"
            label={labels.paypal.address}
            addresses={addresses}
            value={addressId}
            onChange={setAddressId}
            error={error?.placement === 'field' ? error.message : undefined}
            disabled={busy || approved}
            labels={labels}
          />
          {error && error.placement !== 'field' && (
            <p className={styles.error} role="alert">
              {error.message}
            </p>
          )}
          {sheet && <SheetTotals sheet={sheet} labels={labels} localeTag={localeTag} />}
          {approved && captcha && (
            <Captcha
              ref={captchaRef}
              action="placeOrder"
              {...captcha}
              labels={labels.captcha}
              {...(requestTestToken ? { requestTestToken } : {})}
            />
          )}
        </div>
      )}
    </Dialog>
  );
}
