import type {
  ApplicableShippingMethods,
  BasketResponse,
  Country,
  CountryI18n,
  Order,
  PaymentMethods,
} from '@storefront/api-contract';
import { fixtureBasket, fixtureItem } from '../../cart/fixtures';
import type { CheckoutAccount } from './savedAccount';
import type { CheckoutActions, CheckoutData, CheckoutFailure } from './types';

/**
 * Fixtures of the checkout stories and tests: US reference data (the mock API's rules), a
 * basket at each step, payment methods and a scripted {@link CheckoutActions}. USD.
 */

/** Countries of the country list (US ships; CA and GB bill). */
export const fixtureCountries: { shipping: Country[]; billing: Country[] } = {
  shipping: [{ code: 'US', name: 'United States', dialCode: '1', shipping: true, billing: true }],
  billing: [
    { code: 'US', name: 'United States', dialCode: '1', shipping: true, billing: true },
    { code: 'CA', name: 'Canada', dialCode: '1', shipping: true, billing: true },
    { code: 'GB', name: 'United Kingdom', dialCode: '44', shipping: true, billing: true },
  ],
};

const usRules = {
  firstName: { required: true, min: 2, max: 30 },
  lastName: { required: true, min: 2, max: 30 },
  addressLine1: { required: true, max: 30 },
  addressLine2: { required: false, max: 30 },
  city: { required: true, max: 30 },
  province: { required: true },
  postalCode: { required: true, pattern: '^\\d{5}(-\\d{4})?$', min: 5, max: 10 },
  country: { required: true },
  email: { required: true, max: 100 },
  phone: { required: true, pattern: '^[2-9]\\d{9}$', min: 10, max: 10 },
};

/** i18n data by country (US with states, CA, GB). */
export const fixtureCountryData: Record<string, CountryI18n> = {
  US: {
    countryCode: 'US',
    name: 'United States',
    currency: 'USD',
    minimalAge: 13,
    phoneCodes: [{ dialCode: '1', mask: '(999) 999-9999', code: 'US' }],
    addressRules: usRules,
    provinces: [
      { code: 'CO', name: 'Colorado' },
      { code: 'NY', name: 'New York' },
      { code: 'WA', name: 'Washington' },
    ],
  },
  CA: {
    countryCode: 'CA',
    name: 'Canada',
    currency: 'CAD',
    minimalAge: 13,
    phoneCodes: [{ dialCode: '1', mask: '(999) 999-9999', code: 'CA' }],
    addressRules: {
      ...usRules,
      postalCode: { required: true, pattern: '^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$' },
    },
    provinces: [{ code: 'ON', name: 'Ontario' }],
  },
  GB: {
    countryCode: 'GB',
    name: 'United Kingdom',
    currency: 'GBP',
    minimalAge: 16,
    phoneCodes: [{ dialCode: '44', mask: '9999 999999', code: 'GB' }],
    addressRules: { ...usRules, province: { required: false }, phone: { required: true } },
    provinces: [],
  },
};

/** A Denver address. */
export const fixtureAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+13035550123',
  addressLine1: '1 Main St',
  city: 'Denver',
  province: 'CO',
  postalCode: '80202',
  countryCode: 'US',
  country: 'US',
};

const homeMethods: ApplicableShippingMethods = {
  shippingId: 'me',
  applicableShippingMethods: [
    { code: 'express', label: 'Express', price: 20, deliveryTime: '1-2 days' },
    { code: 'standard', label: 'Standard', price: 8, deliveryTime: '3-5 days' },
  ],
  selected: 'standard',
};

/** Payment methods of a guest: card, gift card, pay later. */
export const fixtureGuestPaymentMethods: PaymentMethods = {
  applicablePaymentMethods: [
    { id: 'CREDIT_CARD', name: 'Card' },
    { id: 'GIFT_CARD', name: 'Gift card' },
    { id: 'BNPL', name: 'Pay later' },
  ],
  unavailablePaymentMethods: [
    { id: 'LOYALTY_POINTS', reason: 'Loyalty members only' },
    { id: 'ATHLETES_PAYMENT', reason: 'Athletes only' },
  ],
  remainingToPay: 170.35,
};

/** Payment methods of a loyalty member who is also an athlete. */
export const fixtureMemberPaymentMethods: PaymentMethods = {
  applicablePaymentMethods: [
    { id: 'CREDIT_CARD', name: 'Card' },
    { id: 'GIFT_CARD', name: 'Gift card' },
    { id: 'LOYALTY_POINTS', name: 'Loyalty points' },
    { id: 'REWARD_CODE', name: 'Reward code' },
    { id: 'REWARD_CARD', name: 'Reward card' },
    { id: 'ATHLETES_PAYMENT', name: 'Athlete payment' },
  ],
  unavailablePaymentMethods: [{ id: 'BNPL', reason: 'Only for totals between 35 and 1000' }],
  athletesPayment: { remaining: 1650, payable: 170.35 },
  loyaltyPoints: { points: 2500, value: 25 },
  remainingToPay: 170.35,
};

const item = fixtureItem();
/** A basket at the shipping step: one boot, standard delivery, no address. */
export const fixtureShippingBasket: BasketResponse = fixtureBasket([item], {
  shipments: [
    { shipmentId: 'me', shippingMethod: { code: 'standard', price: 8, deliveryTime: '3-5 days' } },
  ],
});
/** The basket with its shipping address. */
export const fixtureBillingBasket: BasketResponse = {
  ...fixtureShippingBasket,
  shipments: [
    {
      shipmentId: 'me',
      shippingMethod: { code: 'standard', price: 8, deliveryTime: '3-5 days' },
      shippingAddress: fixtureAddress,
    },
  ],
};
/** The basket paid by card, ready for the summary. */
export const fixtureSummaryBasket: BasketResponse = {
  ...fixtureBillingBasket,
  billingAddress: fixtureAddress,
  payment_instruments: [
    {
      payment_instrument_id: 'pi-1',
      payment_method_id: 'CREDIT_CARD',
      amount: fixtureBillingBasket.totals.total,
    },
  ],
  totals: { ...fixtureBillingBasket.totals, remainingToPay: 0 },
};
/** A basket whose only item is picked up in Denver. */
export const fixturePickupBasket: BasketResponse = fixtureBasket(
  [
    fixtureItem({
      shipmentId: 'pickup-0101',
      shippingOptions: {
        selected: 'pickup',
        available: ['standard', 'pickup', 'sts'],
        storeInfo: { id: '0101', storeInventory: 4 },
      },
    }),
  ],
  {
    shipments: [
      { shipmentId: 'me' },
      {
        shipmentId: 'pickup-0101',
        storeId: '0101',
        shippingMethod: { code: 'pickup', price: 0, deliveryTime: 'Same day' },
      },
    ],
  },
);

/** Checkout data of a basket (home methods, guest payment methods). */
export function fixtureData(
  basket: BasketResponse,
  paymentMethods: PaymentMethods = fixtureGuestPaymentMethods,
): CheckoutData {
  return {
    basket,
    shippingMethods: [
      homeMethods,
      {
        shippingId: 'pickup-0101',
        applicableShippingMethods: [{ code: 'pickup', price: 0, deliveryTime: 'Same day' }],
      },
    ],
    paymentMethods: { ...paymentMethods, remainingToPay: basket.totals.remainingToPay },
  };
}

/** An order of the summary basket (`st` created, or pending with the 3-D Secure flash). */
export function fixtureOrder(pending = false): Order {
  const basket = fixtureSummaryBasket;
  return {
    orderNumber: 'ALP00001042',
    st: pending ? 'pendingAuthentication' : 'created',
    basketId: basket.basketId,
    currency: basket.currency,
    channel: 'ECOMM',
    items: basket.items,
    shipments: basket.shipments,
    paymentMethod: { code: 'CREDIT_CARD' },
    paymentInstruments: basket.payment_instruments,
    billingAddress: fixtureAddress,
    flash: pending
      ? [
          {
            type: 'error',
            code: 'PaymentNotAuthorized',
            message: 'Card authentication (3-D Secure) is required',
          },
        ]
      : [],
    totals: basket.totals,
    promoSummary: [],
    couponCodes: [],
    createdAt: '2026-11-21T09:00:00.000Z',
  };
}

/** A failure answer. */
export const fixtureFailure = (
  code: string,
  message: string,
  serverMessage?: string,
): CheckoutFailure => ({
  ok: false,
  code,
  message,
  ...(serverMessage ? { serverMessage } : {}),
});

const never = <T>() => new Promise<T>(() => undefined);

/**
 * Scripted checkout actions: every call answers the next basket of the happy path, unless
 * `overrides` answers it; `pending` calls never resolve (a busy state).
 */
export function fixtureActions(
  overrides: Partial<CheckoutActions> = {},
  options: { paymentMethods?: PaymentMethods; pending?: (keyof CheckoutActions)[] } = {},
): CheckoutActions {
  const data = (basket: BasketResponse) => ({
    ok: true as const,
    ...fixtureData(basket, options.paymentMethods),
  });
  const base: CheckoutActions = {
    load: async () => data(fixtureShippingBasket),
    validateAddress: async () => ({ ok: true, validation: { valid: true } }),
    setShippingAddress: async () => data(fixtureBillingBasket),
    setShippingMethod: async () => data(fixtureShippingBasket),
    setBillingAddress: async () =>
      data({ ...fixtureBillingBasket, billingAddress: fixtureAddress }),
    addPaymentInstrument: async () => data(fixtureSummaryBasket),
    removePaymentInstrument: async () => data(fixtureBillingBasket),
    removeBillingAddress: async () => data(fixtureBillingBasket),
    paymentSession: async () => ({
      ok: true,
      session: {
        success: true,
        provider: 'mock',
        locale: 'en-US',
        sessionId: 'ps_1',
        meta: { merchantSession: {} },
      },
    }),
    applyStageSwitch: async () => data(fixturePickupBasket),
    placeOrder: async () => ({ ok: true, order: fixtureOrder() }),
    patchOrder: async (_n, status) =>
      status === 'Y'
        ? { ok: true, order: fixtureOrder() }
        : fixtureFailure('PYT405', 'There was a problem with your payment. Please try again.'),
    finalise: async () => undefined,
    acceptEmployeeTerms: async () => ({ ok: true }),
  };
  const actions = { ...base, ...overrides };
  for (const key of options.pending ?? [])
    (actions as Record<string, unknown>)[key] = () => never();
  return actions;
}

/**
 * A signed-in shopper's account (spec 2 §3): two shipping addresses (the second main), one
 * billing address, a default Visa, a Mastercard and a card that expired in 2024.
 */
export const fixtureAccount: CheckoutAccount = {
  email: 'riley@example.com',
  addresses: [
    {
      id: 'addr-office',
      approachType: 'S',
      main: false,
      firstName: 'Riley',
      lastName: 'Morgan',
      addressLine1: '1550 Wewatta St',
      city: 'Denver',
      province: 'CO',
      postalCode: '80202',
      countryCode: 'US',
      phone: '+13035550100',
    },
    {
      id: 'addr-home',
      approachType: 'S',
      main: true,
      firstName: 'Riley',
      lastName: 'Morgan',
      addressLine1: '1 Main St',
      addressLine2: 'Apt 4',
      city: 'Denver',
      province: 'CO',
      postalCode: '80203',
      countryCode: 'US',
      phone: '+13035550123',
    },
    {
      id: 'addr-billing',
      approachType: 'B',
      main: true,
      firstName: 'Riley',
      lastName: 'Morgan',
      addressLine1: '200 Pearl St',
      city: 'Boulder',
      province: 'CO',
      postalCode: '80302',
      countryCode: 'US',
      phone: '+13035550199',
    },
  ],
  cards: [
    {
      paymentInstrumentId: 'pi-visa',
      paymentMethodId: 'CREDIT_CARD',
      isDefault: true,
      card: {
        paymentInstrumentId: 'pi-visa',
        cardType: 'Visa',
        holderName: 'Riley Morgan',
        maskedNumber: '************1111',
        lastFour: '1111',
        expirationMonth: 12,
        expirationYear: 2029,
      },
    },
    {
      paymentInstrumentId: 'pi-mc',
      paymentMethodId: 'CREDIT_CARD',
      isDefault: false,
      card: {
        paymentInstrumentId: 'pi-mc',
        cardType: 'Mastercard',
        holderName: 'Riley Morgan',
        maskedNumber: '************4444',
        lastFour: '4444',
        expirationMonth: 3,
        expirationYear: 2031,
      },
    },
    {
      paymentInstrumentId: 'pi-old',
      paymentMethodId: 'CREDIT_CARD',
      isDefault: false,
      card: {
        paymentInstrumentId: 'pi-old',
        cardType: 'Visa',
        holderName: 'Riley Morgan',
        maskedNumber: '************0004',
        lastFour: '0004',
        expirationMonth: 6,
        expirationYear: 2024,
      },
    },
  ],
};
