import { placeholders } from '@storefront/ui';
import type { Translate } from '../../messages/translate';
import {
  type CaptchaLabels,
  captchaLabelsFrom,
} from '../../security/components/Captcha/captchaLabels';
import type { ExpressErrorKind, WalletContact } from './types';

/** The contact fields the sheet names (a `contact` field error names one). */
export type ExpressFieldLabels = Record<keyof WalletContact, string>;

/**
 * Words of the express checkout (the `express` catalogue): buttons, the simulated wallet sheet
 * and PayPal approval, the errors of spec 3 §8. Only strings, so a server page builds them and
 * the island ships no message runtime; templates keep their `{placeholders}` (filled with
 * `fillPlaceholders`).
 */
export interface ExpressLabels {
  /** The group's accessible name. */
  region: string;
  loading: string;
  walletButton: string;
  paypalButton: string;
  /** Between the express buttons and the rest of the page. */
  or: string;
  redirecting: string;
  dismiss: string;
  sheet: {
    title: string;
    simulated: string;
    contact: string;
    email: string;
    phone: string;
    shippingAddress: string;
    billingAddress: string;
    shippingMethod: string;
    noMethods: string;
    summary: string;
    itemTotal: string;
    shipping: string;
    tax: string;
    discount: string;
    total: string;
    authorise: string;
    cancel: string;
    fail: string;
    processing: string;
    foreignAddress: string;
    longCityAddress: string;
    incompleteAddress: string;
  };
  paypal: {
    title: string;
    simulated: string;
    intro: string;
    address: string;
    approve: string;
    pay: string;
  };
  fields: ExpressFieldLabels;
  /**
   * By error kind (spec 3 §8). Templates: `country` has `{country}` (the store's country),
   * `contact` has `{field}` (the field's name).
   */
  errors: Record<ExpressErrorKind, string>;
  captcha: CaptchaLabels;
  payLater: PayLaterLabels;
}

/**
 * Words of the pay-later message under the PayPal button and its dialog (spec 3 §7). Templates:
 * `instalments` has `{count}` and `{amount}`, `split` has `{count}` and `{schedule}` (the words
 * of `biweekly` or `monthly`), `range` has `{minimum}` and `{maximum}`.
 */
export interface PayLaterLabels {
  instalments: string;
  generic: string;
  learnMore: string;
  title: string;
  split: string;
  biweekly: string;
  monthly: string;
  range: string;
  approval: string;
  /** Says the simulator's message contacts no PayPal service. */
  simulated: string;
  close: string;
}

/**
 * The express words from a translator of the `express` namespace, e.g.
 * `expressLabelsFrom(await getTranslations({ locale, namespace: 'express' }))`.
 */
export function expressLabelsFrom(t: Translate): ExpressLabels {
  return {
    region: t('region'),
    loading: t('loading'),
    walletButton: t('walletButton'),
    paypalButton: t('paypalButton'),
    or: t('or'),
    redirecting: t('redirecting'),
    dismiss: t('dismiss'),
    sheet: {
      title: t('sheet.title'),
      simulated: t('sheet.simulated'),
      contact: t('sheet.contact'),
      email: t('sheet.email'),
      phone: t('sheet.phone'),
      shippingAddress: t('sheet.shippingAddress'),
      billingAddress: t('sheet.billingAddress'),
      shippingMethod: t('sheet.shippingMethod'),
      noMethods: t('sheet.noMethods'),
      summary: t('sheet.summary'),
      itemTotal: t('sheet.itemTotal'),
      shipping: t('sheet.shipping'),
      tax: t('sheet.tax'),
      discount: t('sheet.discount'),
      total: t('sheet.total'),
      authorise: t('sheet.authorise'),
      cancel: t('sheet.cancel'),
      fail: t('sheet.fail'),
      processing: t('sheet.processing'),
      foreignAddress: t('sheet.foreignAddress'),
      longCityAddress: t('sheet.longCityAddress'),
      incompleteAddress: t('sheet.incompleteAddress'),
    },
    paypal: {
      title: t('paypal.title'),
      simulated: t('paypal.simulated'),
      intro: t('paypal.intro'),
      address: t('paypal.address'),
      approve: t('paypal.approve'),
      pay: t('paypal.pay'),
    },
    fields: {
      givenName: t('fields.givenName'),
      familyName: t('fields.familyName'),
      emailAddress: t('fields.emailAddress'),
      phoneNumber: t('fields.phoneNumber'),
      addressLines: t('fields.addressLines'),
      locality: t('fields.locality'),
      administrativeArea: t('fields.administrativeArea'),
      postalCode: t('fields.postalCode'),
      countryCode: t('fields.countryCode'),
    },
    errors: {
      country: t('errors.country', placeholders('country')),
      cityLength: t('errors.cityLength'),
      shipping: t('errors.shipping'),
      contact: t('errors.contact', placeholders('field')),
      incompleteAddress: t('errors.incompleteAddress'),
      unknown: t('errors.unknown'),
    },
    captcha: captchaLabelsFrom(t),
    payLater: {
      instalments: t('payLater.instalments', placeholders('count', 'amount')),
      generic: t('payLater.generic'),
      learnMore: t('payLater.learnMore'),
      title: t('payLater.title'),
      split: t('payLater.split', placeholders('count', 'schedule')),
      biweekly: t('payLater.biweekly'),
      monthly: t('payLater.monthly'),
      range: t('payLater.range', placeholders('minimum', 'maximum')),
      approval: t('payLater.approval'),
      simulated: t('payLater.simulated'),
      close: t('payLater.close'),
    },
  };
}
