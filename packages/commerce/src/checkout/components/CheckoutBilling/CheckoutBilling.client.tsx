'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Country, CountryI18n } from '@storefront/api-contract';
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
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { commerceDialogs } from '../../../cart/cartDialogs';
import { useCartLabels, useCheckoutLabels } from '../../../messages/useLabels.client';
import { type AddressFormValues, addressOfValues, addressValues } from '../../flow/addressForm';
import { cardDigits, parseExpiry } from '../../flow/card';
import { paymentFailureMessages, placeError } from '../../flow/errorPlacement';
import type { CheckoutLabels } from '../../flow/labels';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from '../../flow/types';
import { CheckoutAddressFields } from '../CheckoutAddress/CheckoutAddressFields.client';
import { useAddressForm } from '../CheckoutAddress/useAddressForm.client';
import {
  CardFields,
  type CardValues,
  cardSchema,
  emptyCard,
} from '../CheckoutPayment/CardFields.client';
import { PartialPayments } from '../CheckoutPayment/PartialPayments.client';
import * as styles from '../CheckoutShipping/CheckoutShipping.css';

/** Props of {@link CheckoutBilling}. */
export interface CheckoutBillingProps {
  data: CheckoutData;
  /** Billing countries of the country list. */
  countries: readonly Country[];
  countryData: Record<string, CountryI18n>;
  region: string;
  siteCountry: string;
  /** BCP 47 tag for amounts. */
  locale: string;
  /** Email and phone to start the billing address with (pickup contact). */
  contact?: { email?: string; phone?: string };
  actions: Pick<
    CheckoutActions,
    'setBillingAddress' | 'addPaymentInstrument' | 'removePaymentInstrument' | 'paymentSession'
  >;
  onData(data: CheckoutData): void;
  /** The step is done: go to the summary. */
  onContinue(data: CheckoutData): void;
  /** A failure shown at the top (payment errors are placed at the top, spec 1 §8). */
  onFailure(failure: CheckoutFailure): void;
  labels?: CheckoutLabels;
}

/** Methods that pay what is left (one at a time). */
const remainderMethods = ['CREDIT_CARD', 'BNPL'] as const;

/**
 * The billing step (spec 1 §2, §3, §7): the billing address or "same as shipping", the
 * partial payment instruments, and what is left paid by card (FE309 at the expiry) or buy
 * now, pay later (through its payment session, GET /cart/v1/paymentSession; its failure is a
 * payment error at the top). The methods come from GET paymentMethods; unavailable ones
 * are not offered.
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
  labels: ownLabels,
}: CheckoutBillingProps) {
  const labels = useCheckoutLabels(ownLabels);
  const { labelled } = useCartLabels();
  const { basket, paymentMethods } = data;
  const homeAddress = basket.shipments.find((s) => s.shipmentId === 'me')?.shippingAddress;
  const canCopy = Boolean(homeAddress?.addressLine1);
  const [same, setSame] = useState(canCopy && !basket.billingAddress);
  const start = addressValues(basket.billingAddress, siteCountry);
  const form = useAddressForm(
    { countryData, region, labels },
    {
      ...start,
      email: start.email || contact?.email || '',
      phone: start.phone || contact?.phone || '',
    },
  );
  const cardForm = useForm<CardValues>({
    resolver: zodResolver(cardSchema(labels)),
    defaultValues: emptyCard,
  });
  const offered = new Set(paymentMethods?.applicablePaymentMethods.map((m) => m.id) ?? []);
  const remainders = remainderMethods.filter((m) => offered.has(m));
  const [method, setMethod] = useState<string>(remainders[0] ?? 'CREDIT_CARD');
  const [busy, setBusy] = useState(false);
  const bnplInfo = useManagedDialog(commerceDialogs.payLaterInfo);
  const remaining = basket.totals.remainingToPay;
  const money = (amount: number) => formatMoney(amount, basket.currency, locale);

  const payRemainder = async (current: CheckoutData): Promise<CheckoutData | undefined> => {
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
    cardForm.reset(emptyCard);
    return added;
  };

  const submit = async (values?: AddressFormValues) => {
    setBusy(true);
    try {
      const billing = await actions.setBillingAddress(
        values ? addressOfValues(values) : { sameAsShipping: true },
      );
      if (!billing.ok) {
        const placement = placeError(billing.code, 'billing', billing.serverMessage);
        if (placement.kind === 'billingField' && values)
          form.setError(
            placement.field as keyof AddressFormValues,
            { message: billing.message },
            { shouldFocus: true },
          );
        else onFailure(billing);
        return;
      }
      onData(billing);
      const paid = await payRemainder(billing);
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
        else void form.handleSubmit((values) => submit(values))();
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
            onChange={(e) => setSame(e.target.checked)}
          />
        )}
        {!same && (
          <CheckoutAddressFields
            form={form}
            idPrefix="billing"
            countries={countries}
            countryData={countryData}
            region={region}
            labels={labels}
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
        {remaining > 0 && method === 'CREDIT_CARD' && (
          <CardFields form={cardForm} labels={labels} />
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
        <Button type="submit" loading={busy}>
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
