'use client';

import { Button, Dialog, Spinner } from '@storefront/ui';
import { useState } from 'react';
import { sheetOf } from '../expressReducer';
import { simulatedAddresses, simulatedToken } from './addresses';
import { AddressChoice, SheetTotals } from './SheetParts.client';
import * as styles from './Simulated.css';
import { type SimulatedSheetProps, useSimulatedSheet } from './useSimulatedSheet.client';

/** Props of {@link PayPalApproval}. */
export type PayPalApprovalProps = SimulatedSheetProps;

/**
 * The simulated PayPal approval (spec 3 §4 "PayPal express"), standing in for PayPal's window:
 * the shopper picks the address PayPal hands over (home, a foreign country, a city over 50
 * characters, or an incomplete one: back to /checkout, spec 3 §5) and approves; the flow adds
 * the shipping address (`paypalAuthorized`), the dialog shows the totals and the captcha
 * (action `placeOrder`), and Pay now places the order (`paypalDetails`). Cancel ends the
 * session; Fail pays with a token the provider declines.
 */
export function PayPalApproval(props: PayPalApprovalProps) {
  const { handlers, session, localeTag } = props;
  const ui = useSimulatedSheet(props);
  const { labels, sheet, busy, cancel } = ui;
  const addresses = simulatedAddresses(ui.storeCountry, { incomplete: true });
  const [addressId, setAddressId] = useState(addresses[0]?.id);

  const approve = async () => {
    const chosen = addresses.find((a) => a.id === addressId);
    if (!chosen) return;
    await ui.run(
      'shippingContact',
      () => handlers.paypalAuthorized(chosen.contact),
      (answer) => ui.setSheet(sheetOf(answer)),
    );
  };

  const pay = (outcome: 'approved' | 'declined') =>
    ui.place((response) =>
      handlers.paypalDetails(simulatedToken(outcome, session?.sessionId ?? ''), response),
    );

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
            error={ui.fieldError}
            disabled={busy || approved}
            labels={labels}
          />
          {ui.sheetError && (
            <p className={styles.error} role="alert">
              {ui.sheetError}
            </p>
          )}
          {sheet && <SheetTotals sheet={sheet} labels={labels} localeTag={localeTag} />}
          {approved && ui.captchaField}
        </div>
      )}
    </Dialog>
  );
}
