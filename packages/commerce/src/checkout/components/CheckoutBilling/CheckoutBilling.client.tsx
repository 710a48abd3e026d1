'use client';

import { cardAlreadyExistsCode } from '@storefront/api-contract';
import {
  Button,
  Card,
  Checkbox,
  Dialog,
  formatMoney,
  Inline,
  RadioGroup,
  useManagedDialog,
} from '@storefront/ui';
import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { commerceDialogs } from '../../../cart/cartDialogs';
import { lazyResolver } from '../../../forms/lazyResolver';
import { useCartLabels, useCheckoutLabels } from '../../../messages/useLabels.client';
import { Captcha, type CaptchaHandle } from '../../../security/components/Captcha';
import type { AddressFormValues } from '../../flow/addressForm';
import { cardDigits, parseExpiry } from '../../flow/card';
import { paymentFailureMessages, placeError } from '../../flow/errorPlacement';
import {
  addressRequestOf,
  initialCardChoice,
  newChoice,
  savedCardRequestOf,
} from '../../flow/savedAccount';
import type { CheckoutData } from '../../flow/types';
import { SavedAddressChoice } from '../CheckoutAccount/SavedAddressChoice.client';
import { SavedCardChoice } from '../CheckoutAccount/SavedCardChoice.client';
import { useRefusedAddressField, useSavedAddress } from '../CheckoutAccount/useSavedAddress.client';
import { CheckoutAddressFields } from '../CheckoutAddress/CheckoutAddressFields.client';
import { useAddressForm } from '../CheckoutAddress/useAddressForm.client';
import { CardFields, type CardValues, emptyCard } from '../CheckoutPayment/CardFields.client';
import { PartialPayments } from '../CheckoutPayment/PartialPayments.client';
import * as styles from '../CheckoutShipping/CheckoutShipping.css';
import type { CheckoutBillingProps } from './CheckoutBillingProps';
import { useSameAsShipping } from './useSameAsShipping.client';

/** Methods that pay what is left (one at a time). */
const remainderMethods = ['CREDIT_CARD', 'BNPL'] as const;

/**
 * The billing step (spec 1 §2, §3, §7): the billing address or "same as shipping" (turned
 * back on, it deletes a billing address of the shopper's own: `useSameAsShipping`), the
 * partial payment instruments, and what is left paid by card (FE309 at the expiry) or buy
 * now, pay later (through its payment session, GET /cart/v1/paymentSession; its failure is a
 * payment error at the top). The methods come from GET paymentMethods; unavailable ones
 * are not offered. A signed-in shopper (`account`) may choose a saved billing address (or
 * save a new one), pay with a saved card (`customer_payment_instrument_id`; an expired one
 * cannot be chosen), or save the new card (with `captcha`, after its `saveCard` widget): its
 * failure is a toast with the server's message when the card already exists, else the
 * generic one (spec 2 §7); the card still pays.
 */
export function CheckoutBilling({
  data,
  countries,
  countryData,
  region,
  siteCountry,
  locale,
  contact,
  actions,
  onData,
  onContinue,
  onFailure,
  account,
  onToast,
  now,
  captcha,
  labels: ownLabels,
}: CheckoutBillingProps) {
  const labels = useCheckoutLabels(ownLabels);
  const { labelled } = useCartLabels();
  const { basket, paymentMethods } = data;
  const homeAddress = basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress;
  const canCopy = Boolean(homeAddress?.addressLine1);
  const { same, change, removing } = useSameAsShipping({
    basket,
    canCopy,
    removeBillingAddress: actions.removeBillingAddress,
    onData,
    onFailure,
  });
  const savedAddress = useSavedAddress({
    account,
    approachType: 'B',
    basketAddress: basket.billingAddress,
    siteCountry,
  });
  const typing = savedAddress.choice === newChoice;
  const offerSave = typing && Boolean(account && actions.saveAddress);
  const start = savedAddress.startValues;
  const form = useAddressForm(
    { countryData, region, labels },
    {
      ...start,
      email: start.email || contact?.email || '',
      phone: start.phone || contact?.phone || '',
    },
  );
  useRefusedAddressField(savedAddress, form);
  // The card rules (zod) load on the form's first validation (spec 1 §8 "Payment").
  const cardResolver = useMemo(
    () =>
      lazyResolver(() =>
        import('../CheckoutPayment/cardSchema').then((module) => module.cardResolver(labels)),
      ),
    [labels],
  );
  const cardForm = useForm<CardValues>({ resolver: cardResolver, defaultValues: emptyCard });
  const offered = new Set(paymentMethods?.applicablePaymentMethods.map((m) => m.id) ?? []);
  const remainders = remainderMethods.filter((m) => offered.has(m));
  const [method, setMethod] = useState<string>(remainders[0] ?? 'CREDIT_CARD');
  const cards = account?.cards ?? [];
  const [cardChoice, setCardChoice] = useState(() => initialCardChoice(cards, now));
  const [saveCard, setSaveCard] = useState(false);
  const offerCardSave = cardChoice === newChoice && Boolean(account && actions.saveCard);
  const captchaRef = useRef<CaptchaHandle>(null);
  const [busy, setBusy] = useState(false);
  const bnplInfo = useManagedDialog(commerceDialogs.payLaterInfo);
  const remaining = basket.totals.remainingToPay;
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);

  const payRemainder = async (
    current: CheckoutData,
    saveCardResponse: string | undefined,
  ): Promise<CheckoutData | undefined> => {
    if (current.basket.totals.remainingToPay <= 0) return current;
    if (method === 'BNPL') {
      const session = await actions.paymentSession();
      const added = session.ok
        ? await actions.addPaymentInstrument({
            payment_method_id: 'BNPL',
            additionalDetails: { sessionId: session.session.sessionId },
          })
        : session;
      if (!added.ok) {
        onFailure({ ...added, message: paymentFailureMessages.bnpl });
        return undefined;
      }
      return added;
    }
    if (cardChoice !== newChoice) {
      const paid = await actions.addPaymentInstrument({
        payment_method_id: 'CREDIT_CARD',
        customer_payment_instrument_id: cardChoice,
      });
      if (!paid.ok) onFailure(paid);
      return paid.ok ? paid : undefined;
    }
    let card: CardValues | undefined;
    await cardForm.handleSubmit((values) => {
      card = values;
    })();
    if (!card) return undefined;
    const expiry = parseExpiry(card.expiry);
    const added = await actions.addPaymentInstrument({
      payment_method_id: 'CREDIT_CARD',
      payment_card: {
        number: cardDigits(card.number),
        holder: card.holder.trim(),
        expiration_month: expiry?.month ?? 0,
        expiration_year: expiry?.year ?? 0,
        security_code: card.securityCode,
      },
    });
    if (!added.ok) {
      if (placeError(added.code, 'payment').kind === 'cardExpiry')
        cardForm.setError('expiry', { message: added.message }, { shouldFocus: true });
      else onFailure(added);
      return undefined;
    }
    if (offerCardSave && saveCard && actions.saveCard) {
      const kept = await actions.saveCard(
        savedCardRequestOf(card, saveCardResponse ? { recaptchaResponse: saveCardResponse } : {}),
      );
      // The captcha response is used up whatever the answer.
      captchaRef.current?.reset();
      // spec 2 §7: the server's message when the card already exists, else the generic one.
      if (kept.ok) onToast?.(labels.saved.cardSaved, 'success');
      else
        onToast?.(
          kept.code === cardAlreadyExistsCode
            ? (kept.serverMessage ?? kept.message)
            : labels.saved.cardSaveFailed,
          'error',
        );
    }
    cardForm.reset(emptyCard);
    return added;
  };

  const submit = async (values?: AddressFormValues) => {
    // "Save this card" goes only with the captcha passed (spec 2 §3): asked before anything.
    const wantsCardSave = remaining > 0 && method === 'CREDIT_CARD' && offerCardSave && saveCard;
    const saveCardResponse =
      wantsCardSave && captcha ? await captchaRef.current?.execute() : undefined;
    if (wantsCardSave && captcha && !saveCardResponse) return;
    setBusy(true);
    try {
      const address = values ? savedAddress.addressOf(values) : undefined;
      const billing = await actions.setBillingAddress(address ?? { sameAsShipping: true });
      if (!billing.ok) {
        const placement = placeError(billing.code, 'billing', billing.serverMessage);
        if (placement.kind === 'billingField' && values)
          savedAddress.refuse(placement.field, billing.message);
        else onFailure(billing);
        return;
      }
      onData(billing);
      if (address && offerSave && savedAddress.saveNew && actions.saveAddress) {
        // CCA400: already in the address book, nothing to do (spec 2 §8).
        const kept = await actions.saveAddress(addressRequestOf(address, 'B'));
        if (!kept.ok && kept.code !== 'CCA400')
          return onFailure({ ...kept, message: labels.saved.addressSaveFailed });
      }
      const paid = await payRemainder(billing, saveCardResponse ?? undefined);
      if (paid) onContinue(paid);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={labels.steps.billing}
      onSubmit={(e) => {
        e.preventDefault();
        if (same) void submit();
        else void form.handleSubmit((values) => submit(values), savedAddress.onInvalid)();
      }}
    >
      <Card as="section" display="grid" gap="sm" aria-labelledby="checkout-billing-address">
        <h2 id="checkout-billing-address" className={styles.sectionTitle}>
          {labels.billingAddress}
        </h2>
        {canCopy && (
          <Checkbox
            id="billing-same"
            label={labels.sameAsShipping}
            checked={same}
            onChange={(e) => change(e.target.checked)}
          />
        )}
        {!same && savedAddress.saved.length > 0 && (
          <SavedAddressChoice
            name="billing-saved"
            addresses={savedAddress.saved}
            value={savedAddress.choice}
            onChange={(next) => savedAddress.choose(next, form)}
            labels={labels}
          />
        )}
        {!same && typing && (
          <CheckoutAddressFields
            form={form}
            idPrefix="billing"
            countries={countries}
            countryData={countryData}
            region={region}
            labels={labels}
          />
        )}
        {!same && offerSave && (
          <Checkbox
            id="billing-save-address"
            label={labels.saved.saveAddress}
            checked={savedAddress.saveNew}
            onChange={(e) => savedAddress.setSaveNew(e.target.checked)}
          />
        )}
      </Card>
      <Card as="section" display="grid" gap="sm" aria-labelledby="checkout-payment">
        <h2 id="checkout-payment" className={styles.sectionTitle}>
          {labels.payment}
        </h2>
        {paymentMethods && (
          <PartialPayments
            basket={basket}
            paymentMethods={paymentMethods}
            locale={locale}
            actions={actions}
            onData={onData}
            onFailure={onFailure}
            labels={labels}
          />
        )}
        <p className={styles.methodText} data-testid="remaining-to-pay">
          {remaining > 0
            ? `${labelled(labels.remainingToPay)}${money(remaining)}`
            : labels.nothingLeftToPay}
        </p>
        {remaining > 0 && remainders.length > 0 && (
          <RadioGroup
            name="payment-method"
            label={labels.paymentMethod}
            value={method}
            options={remainders.map((id) => ({
              value: id,
              label: labels.paymentMethodNames[id] ?? id,
            }))}
            onChange={(e) => setMethod(e.target.value)}
          />
        )}
        {remaining > 0 && method === 'CREDIT_CARD' && cards.length > 0 && (
          <SavedCardChoice
            cards={cards}
            value={cardChoice}
            onChange={setCardChoice}
            {...(now ? { now } : {})}
            labels={labels}
          />
        )}
        {remaining > 0 && method === 'CREDIT_CARD' && cardChoice === newChoice && (
          <CardFields form={cardForm} labels={labels} />
        )}
        {remaining > 0 && method === 'CREDIT_CARD' && offerCardSave && (
          <Checkbox
            id="billing-save-card"
            label={labels.saved.saveCard}
            checked={saveCard}
            onChange={(e) => setSaveCard(e.target.checked)}
          />
        )}
        {remaining > 0 && method === 'CREDIT_CARD' && offerCardSave && saveCard && captcha && (
          <Captcha ref={captchaRef} action="saveCard" {...captcha} labels={labels.captcha} />
        )}
        {remaining > 0 && method === 'BNPL' && (
          <Button variant="link" onClick={() => bnplInfo.show()}>
            {labels.bnplInfo}
          </Button>
        )}
        {paymentMethods?.unavailablePaymentMethods
          .filter((m) => m.id === 'BNPL')
          .map((m) => (
            <p key={m.id} className={styles.methodText}>
              {labels.unavailableMethod(labels.paymentMethodNames[m.id] ?? m.id, m.reason)}
            </p>
          ))}
      </Card>
      <Inline gap="sm">
        <Button type="submit" loading={busy || removing}>
          {labels.continueToSummary}
        </Button>
      </Inline>
      <Dialog
        open={bnplInfo.open}
        onOpenChange={bnplInfo.onOpenChange}
        title={labels.bnplInfoTitle}
        closeLabel={labels.close}
        presentation="panel"
      >
        <p>{labels.bnplInfoText}</p>
      </Dialog>
    </form>
  );
}
