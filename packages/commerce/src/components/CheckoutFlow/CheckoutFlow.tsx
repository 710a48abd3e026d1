'use client';

import type { Order } from '@storefront/api-contract';
import {
  Button,
  formatMoney,
  Notification,
  Spinner,
  ToastProvider,
  useToast,
} from '@storefront/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentFailureMessages, placeError } from '../../checkout-flow/errorPlacement';
import { type PlacementStatus, placementOutcome } from '../../checkout-flow/placement';
import { stageSwitchMessages } from '../../checkout-flow/stageSwitch';
import {
  allowedStep,
  type CheckoutStep,
  nextStep,
  stepAfterFailure,
} from '../../checkout-flow/steps';
import type {
  CheckoutData,
  CheckoutFailure,
  DeliveryPlace,
  PlaceOrderInput,
} from '../../checkout-flow/types';
import { useCheckoutLabels } from '../../messages/useLabels';
import { CheckoutBilling } from '../CheckoutBilling/CheckoutBilling';
import { CheckoutEmployeeTerms } from '../CheckoutEmployeeTerms/CheckoutEmployeeTerms';
import { CheckoutShipping } from '../CheckoutShipping/CheckoutShipping';
import type { PickupContact } from '../CheckoutShipping/CheckoutShippingProps';
import { CheckoutSummary } from '../CheckoutSummary/CheckoutSummary';
import { ThreeDSecureDialog } from '../ThreeDSecureDialog/ThreeDSecureDialog';
import * as styles from './CheckoutFlow.css';
import type { CheckoutFlowProps } from './CheckoutFlowProps';
import { CheckoutSteps, PlacementOverlay } from './CheckoutSteps';

type Top = { tone: 'error' | 'info'; message: string } | null;

/**
 * The checkout (spec 1 §2, §4, §8): shipping → billing → summary with the step in the URL;
 * a step that is not reachable yet falls back to the first incomplete one. Errors go where
 * spec 1 §8 puts them (fields, the top notification, a persistent toast, the items); a 3-D
 * Secure failure goes back to billing, an invalid address or a stage switch (applied, with a
 * message) back to shipping. Placing: processing → (3-D Secure challenge → PATCH) →
 * finalised → cart reset → confirmation.
 */
export function CheckoutFlow(props: CheckoutFlowProps) {
  const labels = useCheckoutLabels(props.labels);
  return (
    <ToastProvider dismissLabel={labels.dismiss}>
      <CheckoutFlowInner {...props} />
    </ToastProvider>
  );
}

function CheckoutFlowInner({
  initialData,
  step,
  onStepChange,
  actions,
  countries,
  countryData,
  region,
  siteCountry,
  locale,
  storeNames,
  storeServices,
  pickupContactRequired,
  inStoreMode,
  channel = 'ECOMM',
  employee,
  captcha,
  onEmpty,
  onConfirmed,
  labels: ownLabels,
}: CheckoutFlowProps) {
  const labels = useCheckoutLabels(ownLabels);
  const toast = useToast();
  const [data, setData] = useState<CheckoutData | null>(initialData ?? null);
  const [top, setTop] = useState<Top>(null);
  const [placement, setPlacement] = useState<PlacementStatus>('idle');
  const [pending, setPending] = useState<Order | null>(null);
  const [contact, setContact] = useState<PickupContact | undefined>();
  /** Stores / collection points chosen in the picker (names of their shipments). */
  const [places, setPlaces] = useState<Record<string, DeliveryPlace>>({});
  const [terms, setTerms] = useState(Boolean(employee && !employee.termsAccepted));
  const heading = useRef<HTMLHeadingElement>(null);
  /** A second click before the re-render places nothing (the call is idempotent anyway). */
  const placing = useRef(false);
  const topRef = useRef<HTMLDivElement>(null);

  const receive = useCallback(
    (next: CheckoutData) => {
      if (next.basket.items.length === 0) onEmpty();
      setData(next);
    },
    [onEmpty],
  );

  /** The first load failed (API down…): its message is at the top, Try again below. */
  const [loadFailed, setLoadFailed] = useState(false);
  const reload = useCallback(async () => {
    const result = await actions.load();
    setLoadFailed(false);
    if (result.ok) receive(result);
    // no basket (placed, merged or another shopper's): the cart starts over
    else if (result.code === 'BSK404' || result.code === 'AUT498') onEmpty();
    else {
      setTop({ tone: 'error', message: result.message });
      setLoadFailed(true);
    }
  }, [actions, receive, onEmpty]);

  useEffect(() => {
    if (!initialData) void reload();
    else if (initialData.basket.items.length === 0) onEmpty();
  }, [initialData, reload, onEmpty]);

  const shown = data ? allowedStep(step, data.basket) : step;
  useEffect(() => {
    if (data && shown !== step) onStepChange(shown, { replace: true });
  }, [data, shown, step, onStepChange]);

  const focusedStep = useRef(shown);
  useEffect(() => {
    if (focusedStep.current === shown) return;
    focusedStep.current = shown;
    heading.current?.focus();
  });

  useEffect(() => {
    if (top) topRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [top]);

  const go = (next: CheckoutStep) => {
    setTop(null);
    onStepChange(next);
  };

  const showTop = (failure: Pick<CheckoutFailure, 'message'>) =>
    setTop({ tone: 'error', message: failure.message });

  /** An order placement or patch failure, placed as spec 1 §8 says. */
  const orderFailure = async (failure: CheckoutFailure) => {
    const where = placeError(failure.code, 'placement', failure.serverMessage);
    const refreshed = failure.basket;
    if (refreshed) setData((d) => (d ? { ...d, basket: refreshed } : d));
    switch (where.kind) {
      case 'stageSwitch': {
        const switched = await actions.applyStageSwitch(failure.code);
        if (switched.ok) receive(switched);
        setTop({ tone: 'info', message: stageSwitchMessages[failure.code] ?? failure.message });
        break;
      }
      case 'items':
        if (!refreshed) await reload();
        break;
      case 'blocked':
        await reload();
        setTop({ tone: 'error', message: labels.cannotComplete });
        break;
      case 'top':
        setTop({ tone: 'error', message: failure.message });
        break;
      default:
        toast.show({ title: failure.message, tone: 'error', durationMs: Number.POSITIVE_INFINITY });
    }
    const after = stepAfterFailure(failure.code, 'summary');
    if (after !== 'summary') onStepChange(after);
  };

  const finalise = async (order: Order) => {
    setPlacement('finalised');
    setPending(null);
    await actions.finalise(order.orderNumber);
    onConfirmed(order);
  };

  const place = async (input: PlaceOrderInput) => {
    if (placement !== 'idle' || placing.current) return;
    placing.current = true;
    setTop(null);
    setPlacement('processing');
    const result = await actions.placeOrder({ ...input, channel }).finally(() => {
      placing.current = false;
    });
    if (!result.ok) {
      setPlacement('idle');
      await orderFailure(result);
      return;
    }
    const outcome = placementOutcome(result.order);
    if (outcome === 'challenge') {
      setPending(result.order);
      setPlacement('challenge');
    } else if (outcome === 'finalised') await finalise(result.order);
    else {
      setPlacement('idle');
      setTop({ tone: 'error', message: paymentFailureMessages.threeDSecure });
    }
  };

  const challenge = async (transStatus: 'Y' | 'N') => {
    if (!pending) return;
    const result = await actions.patchOrder(pending.orderNumber, transStatus, channel);
    if (result.ok && placementOutcome(result.order) === 'finalised') {
      await finalise(result.order);
      return;
    }
    setPending(null);
    setPlacement('idle');
    await reload();
    setTop({ tone: 'error', message: paymentFailureMessages.threeDSecure });
    onStepChange('billing');
  };

  const money = (amount: number) => formatMoney(amount, data?.basket.currency ?? 'USD', locale);
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
        <div className={styles.loadingStep} data-testid="checkout-loading">
          {loadFailed ? (
            <Button
              variant="secondary"
              onClick={() => {
                setTop(null);
                void reload();
              }}
            >
              {labels.retry}
            </Button>
          ) : (
            <Spinner label={labels.loading} />
          )}
        </div>
      )}
      {data && shown === 'shipping' && (
        <CheckoutShipping
          {...common}
          data={data}
          countries={countries.shipping}
          storeNames={storeNames}
          {...(storeServices ? { storeServices } : {})}
          places={places}
          onPlaceChosen={(place) => setPlaces((known) => ({ ...known, [place.id]: place }))}
          pickupContactRequired={pickupContactRequired}
          actions={actions}
          onData={receive}
          onFailure={showTop}
          onContinue={(next, pickup) => {
            receive(next);
            setContact(pickup);
            go(nextStep('shipping'));
          }}
        />
      )}
      {data && shown === 'billing' && (
        <CheckoutBilling
          {...common}
          data={data}
          countries={countries.billing}
          contact={contact}
          actions={actions}
          onData={receive}
          onFailure={showTop}
          onContinue={(next) => {
            receive(next);
            go(nextStep('billing'));
          }}
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
          inStoreMode={inStoreMode}
          {...(captcha ? { captcha } : {})}
          placing={placement !== 'idle'}
          onPlace={(input) => void place(input)}
          onEdit={go}
          labels={labels}
        />
      )}
      {(placement === 'processing' || placement === 'finalised') && (
        <PlacementOverlay finalised={placement === 'finalised'} labels={labels} />
      )}
      {pending && (
        <ThreeDSecureDialog
          open={placement === 'challenge'}
          amount={money(pending.totals.total)}
          orderNumber={pending.orderNumber}
          onResult={challenge}
          labels={labels}
        />
      )}
      {employee && (
        <CheckoutEmployeeTerms
          open={terms}
          labels={labels}
          onDecline={() => setTerms(false)}
          onAccept={async () => {
            const result = await actions.acceptEmployeeTerms?.();
            setTerms(false);
            if (result && !result.ok) showTop(result);
            else await reload();
          }}
        />
      )}
    </div>
  );
}
