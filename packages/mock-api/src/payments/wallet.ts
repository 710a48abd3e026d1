/**
 * The payment provider's server side for the express wallets (spec 3 §7 "Payment
 * instruments", "Place order"; §4 "Express wallet flow", "PayPal express"): what the mock
 * provider answers for a wallet token (`additionalDetails.paymentData` of a `DW_APPLE_PAY`
 * or `PAYPAL` instrument). Pure.
 */

/** How the mock provider answers a wallet payment at placement. */
export type WalletOutcome = 'approved' | 'declined' | 'error';

/**
 * The simulated provider's tokens: `simulated:{outcome}:{anything}` with outcome
 * `approved`, `declined` (placement answers 402 `PYT402`) or `error` (placement answers
 * 400 `PYT400`, the provider could not process it). Any other token (a real provider's) is
 * approved.
 */
const simulatedToken = /^simulated:(approved|declined|error)(?::|$)/;

/** The outcome the mock provider gives a wallet token. */
export function walletOutcome(paymentData: string): WalletOutcome {
  const match = simulatedToken.exec(paymentData.trim());
  return (match?.[1] as WalletOutcome | undefined) ?? 'approved';
}

/** The wallet payment methods (spec 3 §1: the card wallet and PayPal). */
export const walletMethods = ['DW_APPLE_PAY', 'PAYPAL'] as const;

/** Whether a payment method id is an express wallet's. */
export const isWalletMethod = (id: string): id is (typeof walletMethods)[number] =>
  (walletMethods as readonly string[]).includes(id);

/**
 * The order's `paymentMethod.additionalData` as stored: the request's, without the wallet
 * token (`paymentData` is the provider's to keep, never the order history's), with the
 * provider's request id of the wallet instrument.
 */
export function storedAdditionalData(
  given: Record<string, unknown> | undefined,
  requestId: unknown,
): Record<string, unknown> {
  const { paymentData, ...rest } = given ?? {};
  return {
    ...rest,
    ...(paymentData !== undefined ? { paymentDataReceived: true } : {}),
    ...(typeof requestId === 'string' ? { c_requestID: requestId } : {}),
  };
}
