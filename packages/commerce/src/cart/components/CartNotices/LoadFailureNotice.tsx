import { Button, Notification } from '@storefront/ui';

/**
 * A basket that could not be loaded (spec 1 §8: the spec's message, e.g. GEN500's) with a Try
 * again button; the cart page and the mini cart show it in place of their loading state.
 */
export function LoadFailureNotice({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry(): void;
}) {
  return (
    <Notification
      tone="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Notification>
  );
}
