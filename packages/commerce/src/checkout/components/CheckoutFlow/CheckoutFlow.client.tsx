'use client';

import { Notification, ToastProvider, useToast } from '@storefront/ui';
import { useEffect, useMemo, useState } from 'react';
import { useCheckoutLabels } from '../../../messages/useLabels.client';
import { emptyContact, type PickupContactValues } from '../../flow/delivery';
import { accountAfterSave } from '../../flow/savedAccount';
import { allowedStep, type CheckoutStep, nextStep } from '../../flow/steps';
import type { CheckoutActions, CheckoutData, DeliveryPlace } from '../../flow/types';
import { CheckoutBilling } from '../CheckoutBilling/CheckoutBilling.client';
import { CheckoutShipping } from '../CheckoutShipping/CheckoutShipping.client';
import { CheckoutSummary } from '../CheckoutSummary/CheckoutSummary.client';
import { CheckoutDialogs } from './CheckoutDialogs.client';
import * as styles from './CheckoutFlow.css';
import type { CheckoutFlowProps } from './CheckoutFlowProps';
import { CheckoutSteps, LoadingStep, PlacementOverlay } from './CheckoutSteps';
import { showPlacementFailure } from './placementFailure';
import { useCheckoutData } from './useCheckoutData.client';
import { usePlacement } from './usePlacement.client';
import { useStepChrome, useStepFocus } from './useStepChrome.client';

/**
 * The checkout (spec 1 §2, §4, §8): shipping → billing → summary with the step in the URL;
 * a step that is not reachable yet falls back to the first incomplete one. The basket is the
 * page's one basket store's (`useCheckoutData`: every answer feeds it, so the header count
 * follows); placing runs the placement state machine (`usePlacement`, `placementReducer`:
 * processing → (3-D Secure challenge → PATCH) → finalised → cart reset → confirmation). Errors
 * go where spec 1 §8 puts them (fields, the top notification, a persistent toast, the items);
 * a 3-D Secure failure goes back to billing, an invalid address or a stage switch (applied,
 * with a message) back to shipping. Needs a `CartProvider` (and a dialog manager: the host's).
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const labels = useCheckoutLabels(props.labels);
  return (
    <ToastProvider dismissLabel={labels.dismiss}>
      <CheckoutFlowInner {...props} />
    </ToastProvider>
  );
}

function CheckoutFlowInner(props: CheckoutFlowProps) {
  const { initialData, step, onStepChange, actions, locale, storeNames, onEmpty } = props;
  const labels = useCheckoutLabels(props.labels);
  const toast = useToast();
  const { top, setTop, topRef, heading } = useStepChrome(
    props.notice ? { tone: 'error', message: props.notice } : null,
  );
  const { data, receive, receiveBasket, reload, loadFailed, retry } = useCheckoutData({
    initialData,
    actions,
    onEmpty,
    onLoadFailure: (message) => setTop({ tone: 'error', message }),
  });
  const shown = data ? allowedStep(step, data.basket) : step;
  useStepFocus(shown, heading);
  useEffect(() => {
    if (data && shown !== step) onStepChange(shown, { replace: true });
  }, [data, shown, step, onStepChange]);
  /** The pickup contact (spec 1 §5), kept here only: shipping edits it, billing starts from it. */
  const [contact, setContact] = useState<PickupContactValues>(emptyContact);
  // The saved addresses and cards as they stand: what a step saves is offered when a step
  // shows again, without reading the account once more.
  const [account, setAccount] = useState(props.account);
  const stepActions = useMemo<CheckoutActions>(() => {
    const { saveAddress, saveCard } = actions;
    const keep = (saved: Parameters<typeof accountAfterSave>[1]) =>
      setAccount((current) => (current ? accountAfterSave(current, saved) : current));
    return {
      ...actions,
      ...(saveAddress && {
        saveAddress: async (request) => {
          const result = await saveAddress(request);
          if (result.ok && result.address) keep({ address: result.address });
          return result;
        },
      }),
      ...(saveCard && {
        saveCard: async (request) => {
          const result = await saveCard(request);
          if (result.ok && result.card) keep({ card: result.card });
          return result;
        },
      }),
    };
  }, [actions]);
  /** Stores / collection points chosen in the picker (names of their shipments). */
  const [places, setPlaces] = useState<Record<string, DeliveryPlace>>({});

  const placement = usePlacement({
    actions,
    channel: props.channel ?? 'ECOMM',
    onConfirmed: props.onConfirmed,
    onFailure: (failure) =>
      showPlacementFailure(failure, {
        actions,
        receiveBasket,
        receive,
        reload,
        showTop: (tone, message) => setTop({ tone, message }),
        showToast: (title) =>
          toast.show({ title, tone: 'error', durationMs: Number.POSITIVE_INFINITY }),
        onStepChange,
        labels,
      }),
  });
  const status = placement.state.status;

  const go = (next: CheckoutStep) => {
    setTop(null);
    onStepChange(next);
  };
  /** A step's Continue: its answer becomes the checkout's data, then the next step. */
  const continueFrom = (step: 'shipping' | 'billing') => (next: CheckoutData) => {
    receive(next);
    go(nextStep(step));
  };
  const showTop = (failure: { message: string }) =>
    setTop({ tone: 'error', message: failure.message });
  const { countryData, region, siteCountry } = props;
  const common = { countryData, region, siteCountry, locale, labels };
  return (
    <div className={styles.flow}>
      <h1 className={styles.title}>{labels.checkout}</h1>
      <CheckoutSteps current={shown} onStep={go} labels={labels} />
      <div ref={topRef}>
        {top && (
          <Notification
            tone={top.tone}
            onDismiss={() => setTop(null)}
            dismissLabel={labels.dismiss}
          >
            {top.message}
          </Notification>
        )}
      </div>
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {labels.stepOf(
          ['shipping', 'billing', 'summary'].indexOf(shown) + 1,
          3,
          labels.steps[shown] ?? shown,
        )}
      </h2>
      {!data && (
        <LoadingStep
          failed={loadFailed}
          onRetry={() => {
            setTop(null);
            retry();
          }}
          labels={labels}
        />
      )}
      {data && shown === 'shipping' && (
        <CheckoutShipping
          {...common}
          data={data}
          countries={props.countries.shipping}
          storeNames={storeNames}
          {...(props.storeServices ? { storeServices: props.storeServices } : {})}
          places={places}
          onPlaceChosen={(place) => setPlaces((known) => ({ ...known, [place.id]: place }))}
          {...(account ? { account } : {})}
          pickupContactRequired={props.pickupContactRequired}
          contact={contact}
          onContactChange={setContact}
          actions={stepActions}
          onData={receive}
          onFailure={showTop}
          onContinue={continueFrom('shipping')}
        />
      )}
      {data && shown === 'billing' && (
        <CheckoutBilling
          {...common}
          data={data}
          countries={props.countries.billing}
          contact={{ email: contact.email.trim(), phone: contact.phone.trim() }}
          {...(account ? { account } : {})}
          onToast={(title, tone) => toast.show({ title, tone })}
          {...(props.captcha ? { captcha: props.captcha } : {})}
          actions={stepActions}
          onData={receive}
          onFailure={showTop}
          onContinue={continueFrom('billing')}
        />
      )}
      {data && shown === 'summary' && (
        <CheckoutSummary
          data={data}
          locale={locale}
          storeNames={{
            ...storeNames,
            ...Object.fromEntries(Object.values(places).map((p) => [p.id, p.name])),
          }}
          {...(props.inStoreSale ? { inStoreSale: props.inStoreSale } : {})}
          {...(props.captcha ? { captcha: props.captcha } : {})}
          placing={status === 'processing' || status === 'challenge' || status === 'finalised'}
          onPlace={(input) => {
            setTop(null);
            void placement.place(input);
          }}
          onEdit={go}
          labels={labels}
        />
      )}
      {(status === 'processing' || status === 'finalised') && (
        <PlacementOverlay finalised={status === 'finalised'} labels={labels} />
      )}
      <CheckoutDialogs
        challenge={placement.state.status === 'challenge' ? placement.state.order : null}
        onChallengeResult={placement.challenge}
        employee={props.employee}
        actions={actions}
        onTermsAnswered={reload}
        onFailure={showTop}
        locale={locale}
        labels={labels}
      />
    </div>
  );
}
