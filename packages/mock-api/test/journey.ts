/** Sends one contract call: method, path (locale query added), JSON body, bearer token. */
export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  token?: string,
) => Promise<{ status: number; json: unknown }>;

/** What the guest journey produced. */
export interface JourneyResult {
  orderNumber: string;
  status: string;
  total: number;
  productId: string;
}

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '3035550100',
  addressLine1: '1550 Wewatta St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
};

async function ok(send: Send, ...args: Parameters<Send>): Promise<Record<string, unknown>> {
  const response = await send(...args);
  if (response.status >= 300) {
    throw new Error(`${args[0]} ${args[1]}: ${response.status} ${JSON.stringify(response.json)}`);
  }
  return response.json as Record<string, unknown>;
}

/**
 * A full guest journey of spec 1 §7: token → cart → item (an in-stock variant found by
 * search) → shipping address and standard method → billing address → card → prepareOrder →
 * place. Throws with the failing call on any non-2xx answer.
 */
export async function guestJourney(send: Send): Promise<JourneyResult> {
  const { accessToken } = (await ok(send, 'POST', '/token/v2/auth/token', {
    type: 'Guest',
  })) as { accessToken: string };
  const search = (await ok(send, 'GET', '/products/v2/search/productSearch?q=boot')) as {
    products: { id: string }[];
  };
  let productId = '';
  for (const tile of search.products) {
    const details = (await ok(send, 'GET', `/products/v2/products/${tile.id}/details`)) as {
      variants: { id: string; stockStatus: string; quantity: number }[];
    };
    productId =
      details.variants.find((v) => v.stockStatus === 'InStock' && v.quantity > 2)?.id ?? '';
    if (productId) break;
  }
  if (!productId) throw new Error('no variant in stock');
  const { basketId } = (await ok(send, 'POST', '/cart/v1/cart', {}, accessToken)) as {
    basketId: string;
  };
  await ok(send, 'POST', '/cart/v1/item', { cartId: basketId, productId, qty: 1 }, accessToken);
  // A guest's address carries the test captcha's response for action shippingAddress (spec 1 §7).
  const addressCaptcha = (await ok(send, 'POST', '/captcha/v1/test/tokens', {
    action: 'shippingAddress',
  })) as { token: string };
  await ok(
    send,
    'POST',
    `/cart/v2/cart/${basketId}/shippingAddress`,
    { ...address, recaptcha_response: addressCaptcha.token },
    accessToken,
  );
  await ok(
    send,
    'POST',
    '/cart/v1/shippingMethod',
    { cartId: basketId, code: 'standard', shippingId: 'me' },
    accessToken,
  );
  await ok(send, 'POST', `/cart/v1/cart/${basketId}/billingAddress`, address, accessToken);
  await ok(
    send,
    'POST',
    `/cart/v1/cart/${basketId}/paymentInstruments`,
    {
      payment_method_id: 'CREDIT_CARD',
      payment_card: { number: '4111111111111111', expiration_month: 12, expiration_year: 2035 },
    },
    accessToken,
  );
  await ok(send, 'POST', '/cart/v1/cart/prepareOrder', { basketId }, accessToken);
  // The test captcha provider's one-time token, as the widget gets it after a person's click.
  const captcha = await ok(send, 'POST', '/captcha/v1/test/tokens', { action: 'placeOrder' });
  const order = (await ok(
    send,
    'PUT',
    '/cart/v2/checkout/order',
    { cartId: basketId, recaptcha_response: captcha.token },
    accessToken,
  )) as {
    orderNumber: string;
    st: string;
    totals: { total: number };
  };
  return { orderNumber: order.orderNumber, status: order.st, total: order.totals.total, productId };
}
