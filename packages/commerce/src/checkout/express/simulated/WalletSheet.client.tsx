'use client';

import { Button, Dialog, Spinner } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { redactedContact } from '../contactRules';
import { sheetOf } from '../expressReducer';
import { simulatedAddresses, simulatedToken } from './addresses';
import { AddressChoice, MethodChoice, SheetTotals } from './SheetParts.client';
import * as styles from './Simulated.css';
import { type SimulatedSheetProps, useSimulatedSheet } from './useSimulatedSheet.client';

/** Props of {@link WalletSheet}. */
export type WalletSheetProps = SimulatedSheetProps;

/**
 * The simulated card wallet's sheet (spec 3 §4 "Express wallet flow"), standing in for the
 * browser's payment sheet: the contact, an address book (home, a foreign country, a city over
 * 50 characters), the shipping methods and totals the flow answers, the captcha (action
 * `placeOrder`) and Authorise / Cancel / Fail. Like a real sheet it hands over only a redacted
 * shipping contact (country, postal code, city) until authorisation. Errors of spec 3 §8 that
 * keep the session show here (a contact's field error on the address); others close it.
 */
export function WalletSheet(props: WalletSheetProps) {
  const { handlers, session, localeTag } = props;
  const ui = useSimulatedSheet(props);
  const { labels, sheet, busy, cancel } = ui;
  const addresses = simulatedAddresses(ui.storeCountry);
  const [addressId, setAddressId] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  // The method the shopper picked, shown at once (the sheet's answer confirms or reverts it).
  const [method, setMethod] = useState<string>();
  const contact = addresses.find((a) => a.id === addressId)?.contact;

  const chooseAddress = async (id: string) => {
    const chosen = addresses.find((a) => a.id === id);
    if (!chosen) return;
    setAddressId(id);
    setMethod(undefined);
    const ok = await ui.run(
      'shippingContact',
      () => handlers.shippingContactSelected(redactedContact(chosen.contact)),
      (answer) => ui.setSheet(sheetOf(answer)),
    );
    setAccepted(ok);
  };

  const chooseMethod = async (code: string) => {
    setMethod(code);
    const ok = await ui.run(
      'shippingMethod',
      () => handlers.shippingMethodSelected(code),
      (answer) => ui.setSheet(sheetOf(answer)),
    );
    if (!ok) setMethod(undefined);
  };

  // A real sheet hands over the default contact as soon as the session is validated.
  const first = addresses[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per session
  useEffect(() => {
    if (session && first) {
      ui.setSheet(sheetOf(session));
      void chooseAddress(first);
    }
  }, [session]);

  const authorise = async (outcome: 'approved' | 'declined') => {
    if (!contact) return;
    await ui.place((response) =>
      handlers.paymentAuthorized({
        shippingContact: contact,
        billingContact: contact,
        paymentData: simulatedToken(outcome, session?.sessionId ?? ''),
        ...(response ? { recaptcha_response: response } : {}),
      }),
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && cancel()}
      title={labels.sheet.title}
      description={labels.sheet.simulated}
      closeLabel={labels.sheet.cancel}
      size="md"
      footer={
        session && (
          <div className={styles.actions}>
            <Button
              onClick={() => void authorise('approved')}
              disabled={busy || !accepted}
              loading={busy}
            >
              {labels.sheet.authorise}
            </Button>
            <Button variant="secondary" onClick={cancel}>
              {labels.sheet.cancel}
            </Button>
            <Button
              variant="tertiary"
              onClick={() => void authorise('declined')}
              disabled={busy || !accepted}
            >
              {labels.sheet.fail}
            </Button>
          </div>
        )
      }
    >
      {!session || !sheet ? (
        <p className={styles.notice} role="status">
          <Spinner size="sm" decorative /> {labels.sheet.processing}
        </p>
      ) : (
        <div className={styles.sheet} data-express-sheet="">
          {contact && (
            <section className={styles.section} aria-labelledby="express-sheet-contact">
              <h3 id="express-sheet-contact" className={styles.heading}>
                {labels.sheet.contact}
              </h3>
              <p className={styles.contact}>
                {labels.sheet.email}: {contact.emailAddress}
                <br />
                {labels.sheet.phone}: {contact.phoneNumber}
              </p>
            </section>
          )}
          <AddressChoice
            name="express-shipping-address"
            label={labels.sheet.shippingAddress}
            addresses={addresses}
            value={addressId}
            onChange={(id) => void chooseAddress(id)}
            error={ui.fieldError}
            disabled={busy}
            labels={labels}
          />
          {ui.sheetError && (
            <p className={styles.error} role="alert">
              {ui.sheetError}
            </p>
          )}
          {accepted && (
            <MethodChoice
              sheet={sheet}
              value={method ?? sheet.selectedMethod}
              onChange={(code) => void chooseMethod(code)}
              disabled={busy}
              labels={labels}
              localeTag={localeTag}
            />
          )}
          <SheetTotals sheet={sheet} labels={labels} localeTag={localeTag} />
          {ui.captchaField}
        </div>
      )}
    </Dialog>
  );
}
