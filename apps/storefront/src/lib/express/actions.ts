'use server';

/**
 * STUB (wallet lane): the express checkout's Server Actions are written by the server lane in
 * this file (`startExpressAction` … `finaliseExpressAction`, through `serverCall`, filling
 * `ExpressActions`). Until they land, each answers as the flow expects of a host that cannot
 * serve it (spec 3 §8 `unknown`), so the buttons mount and fail cleanly. Replace this file
 * with the server lane's on merge.
 */
import type {
  ExpressFailure,
  ExpressMethod,
  ExpressResult,
  ExpressSession,
  ExpressSheetState,
  ExpressSource,
  WalletContact,
  WalletPayment,
} from '@storefront/commerce';

const unavailable: ExpressFailure = {
  ok: false,
  kind: 'unknown',
  code: 'GEN500',
  message: '',
};

export async function startExpressAction(
  _source: ExpressSource,
  _method: ExpressMethod,
): Promise<ExpressResult<{ session: ExpressSession }>> {
  return unavailable;
}

export async function expressShippingContactAction(
  _contact: WalletContact,
): Promise<ExpressResult<ExpressSheetState>> {
  return unavailable;
}

export async function expressShippingMethodAction(
  _code: string,
): Promise<ExpressResult<ExpressSheetState>> {
  return unavailable;
}

export async function authorizeExpressAction(
  _payment: WalletPayment & { recaptcha_response?: string },
): Promise<ExpressResult<{ orderNumber: string }>> {
  return unavailable;
}

export async function paypalAuthorizedAction(
  _contact: WalletContact,
): Promise<ExpressResult<ExpressSheetState>> {
  return unavailable;
}

export async function paypalDetailsAction(_input: {
  paymentData: string;
  recaptcha_response?: string;
}): Promise<ExpressResult<{ orderNumber: string }>> {
  return unavailable;
}

export async function cancelExpressAction(): Promise<void> {}

export async function finaliseExpressAction(orderNumber: string): Promise<{ href: string }> {
  return { href: `/order-confirmation/${encodeURIComponent(orderNumber)}` };
}
