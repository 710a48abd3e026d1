import { Button, Card, Spinner } from '@storefront/ui';
import type { CheckoutLabels } from '../../flow/labels';
import { type CheckoutStep, checkoutSteps } from '../../flow/steps';
import * as styles from './CheckoutFlow.css';

/**
 * The step indicator: an ordered list with the current step marked `aria-current="step"`;
 * earlier steps are buttons that go back to them.
 */
export function CheckoutSteps({
  current,
  onStep,
  labels,
}: {
  current: CheckoutStep;
  onStep(step: CheckoutStep): void;
  labels: CheckoutLabels;
}) {
  const index = checkoutSteps.indexOf(current);
  return (
    <nav aria-label={labels.checkout}>
      <ol className={styles.steps}>
        {checkoutSteps.map((step, i) => (
          <li
            key={step}
            className={styles.step}
            {...(step === current ? { 'aria-current': 'step' as const } : {})}
          >
            <span aria-hidden="true">{i + 1}.</span>
            {i < index ? (
              <Button variant="link" size="sm" onClick={() => onStep(step)}>
                {labels.steps[step] ?? step}
              </Button>
            ) : (
              <span>{labels.steps[step] ?? step}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The placement overlay (spec 1 §4 "Order placement"): a polite status while the order is
 * processing, then finalised (before the confirmation page).
 */
export function PlacementOverlay({
  finalised,
  labels,
}: {
  finalised: boolean;
  labels: CheckoutLabels;
}) {
  return (
    <div className={styles.overlay}>
      <Card
        tone="plain"
        padding="lg"
        boxShadow="dialog"
        display="grid"
        gap="sm"
        className={styles.overlayBox}
        role="status"
        aria-live="polite"
      >
        <Spinner label={finalised ? labels.finalised : labels.processing} />
        <p aria-hidden="true">{finalised ? labels.finalised : labels.processing}</p>
      </Card>
    </div>
  );
}

/**
 * The place of a step while the checkout loads (held a viewport high, so nothing moves when it
 * arrives): a spinner, or Try again after a failed load.
 */
export function LoadingStep({
  failed,
  onRetry,
  labels,
}: {
  failed: boolean;
  onRetry(): void;
  labels: CheckoutLabels;
}) {
  return (
    <div className={styles.loadingStep} data-testid="checkout-loading">
      {failed ? (
        <Button variant="secondary" onClick={onRetry}>
          {labels.retry}
        </Button>
      ) : (
        <Spinner label={labels.loading} />
      )}
    </div>
  );
}
