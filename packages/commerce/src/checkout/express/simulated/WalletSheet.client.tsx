'use client';

import { Button, Dialog, Spinner } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { Captcha, type CaptchaHandle } from '../../../components/Captcha/Captcha.client';
import { redactedContact } from '../contactRules';
import { useExpressUi } from '../ExpressUi.client';
import { type ExpressErrorView, expressErrorFor } from '../errors';
import { sheetOf } from '../expressReducer';
import type { ExpressFlowHandlers, ExpressSession, ExpressSheetState } from '../types';
import { simulatedAddresses, simulatedToken } from './addresses';
import { AddressChoice, MethodChoice, SheetTotals } from './SheetParts.client';
import * as styles from './Simulated.css';

/** Props of {@link WalletSheet}. */
export interface WalletSheetProps {
  handlers: ExpressFlowHandlers;
  /** The merchant validation's session; null while it runs. */
  session: ExpressSession | null;
  localeTag: string;
  /** The sheet closes: the session ended (cancel, failure) or the order was placed. */
  onClose(): void;
}

/**
 * The simulated card wallet's sheet (spec 3 §4 "Express wallet flow"), standing in for the
 * browser's payment sheet: the contact, an address book (home, a foreign country, a city over
 * 50 characters), the shipping methods and totals the flow answers, the captcha (action
 * `placeOrder`) and Authorise / Cancel / Fail. Like a real sheet it hands over only a redacted
 * shipping contact (country, postal code, city) until authorisation. Errors of spec 3 §8 that
 * keep the session show here (a contact's field error on the address); others close it.
 */
export function WalletSheet({ handlers, session, localeTag, onClose }: WalletSheetProps) {
  const { labels, captcha, requestTestToken } = useExpressUi();
  const captchaRef = useRef<CaptchaHandle>(null);
  const storeCountry = session?.storeCountry ?? 'US';
  const addresses = simulatedAddresses(storeCountry);
  const [addressId, setAddressId] = useState<string>();
  const [accepted, setAccepted] = useState(false);
  const [sheet, setSheet] = useState<ExpressSheetState | null>(null);
  const [error, setError] = useState<ExpressErrorView | null>(null);
  const [busy, setBusy] = useState(false);
  // The method the shopper picked, shown at once (the sheet's answer confirms or reverts it).
  const [method, setMethod] = useState<string>();
  const contact = addresses.find((a) => a.id === addressId)?.contact;

  const show = (
    failure: Parameters<typeof expressErrorFor>[0],
    step: Parameters<typeof expressErrorFor>[2]['step'],
  ) => {
    const view = expressErrorFor(failure, labels, { step, storeCountry, localeTag });
    if (view.endsSession) onClose();
    else setError(view);
  };

  const chooseAddress = async (id: string) => {
    const chosen = addresses.find((a) => a.id === id);
    if (!chosen) return;
    setAddressId(id);
    setMethod(undefined);
    setBusy(true);
    setError(null);
    const result = await handlers.shippingContactSelected(redactedContact(chosen.contact));
    setBusy(false);
    setAccepted(result.ok);
    if (result.ok) setSheet(sheetOf(result));
    else show(result, 'shippingContact');
  };

  const chooseMethod = async (code: string) => {
    setMethod(code);
    setBusy(true);
    setError(null);
    const result = await handlers.shippingMethodSelected(code);
    setBusy(false);
    if (result.ok) setSheet(sheetOf(result));
    else {
      setMethod(undefined);
      show(result, 'shippingMethod');
    }
  };

  // A real sheet hands over the default contact as soon as the session is validated.
  const first = addresses[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per session
  useEffect(() => {
    if (session && first) {
      setSheet(sheetOf(session));
      void chooseAddress(first);
    }
  }, [session]);

  const authorise = async (outcome: 'approved' | 'declined') => {
    if (!session || !contact) return;
    const response = captcha ? await captchaRef.current?.execute() : undefined;
    if (captcha && !response) return;
    setBusy(true);
    setError(null);
    const result = await handlers.paymentAuthorized({
      shippingContact: contact,
      billingContact: contact,
      paymentData: simulatedToken(outcome, session.sessionId),
      ...(response ? { recaptcha_response: response } : {}),
    });
    setBusy(false);
    captchaRef.current?.reset();
    if (result.ok) onClose();
    else show(result, 'paymentAuthorization');
  };

  const cancel = () => {
    handlers.cancel();
    onClose();
  };

  const fieldError = error?.placement === 'field' ? error.message : undefined;
  const sheetError = error && error.placement !== 'field' ? error.message : undefined;
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
            error={fieldError}
            disabled={busy}
            labels={labels}
          />
          {sheetError && (
            <p className={styles.error} role="alert">
              {sheetError}
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
          {captcha && (
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
