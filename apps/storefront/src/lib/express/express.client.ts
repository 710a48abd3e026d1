'use client';

import type { ExpressActions } from '@storefront/commerce';
import {
  authorizeExpressAction,
  cancelExpressAction,
  expressShippingContactAction,
  expressShippingMethodAction,
  finaliseExpressAction,
  paypalAuthorizedAction,
  paypalDetailsAction,
  startExpressAction,
} from './actions';

/**
 * The storefront's express host port (`ExpressActions`, spec 3 §4): each call is one Server
 * Action (the express basket id and tokens stay in httpOnly cookies; the locale is the page's).
 */
export const storefrontExpressActions: ExpressActions = {
  start: (source, method) => startExpressAction(source, method),
  selectShippingContact: (contact) => expressShippingContactAction(contact),
  selectShippingMethod: (code) => expressShippingMethodAction(code),
  authorize: (payment) => authorizeExpressAction(payment),
  paypalAuthorized: (contact) => paypalAuthorizedAction(contact),
  paypalDetails: (input) => paypalDetailsAction(input),
  cancel: (restore) => cancelExpressAction(restore),
  finalise: (orderNumber) => finaliseExpressAction(orderNumber),
};
