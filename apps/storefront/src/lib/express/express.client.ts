'use client';

import type { ExpressActions } from '@storefront/commerce';
import { withExpressAddTracking } from '../cartAnalytics';
import { pushAnalyticsEvent } from '../services/analytics.client';
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
 * A buy-now from the product page is an add to cart for analytics (origin `Express Checkout`,
 * spec 3 §9, `withExpressAddTracking`); this module loads on the press, not with the page.
 */
export const storefrontExpressActions: ExpressActions = {
  start: withExpressAddTracking(
    (source, method) => startExpressAction(source, method),
    pushAnalyticsEvent,
  ),
  selectShippingContact: (contact) => expressShippingContactAction(contact),
  selectShippingMethod: (code) => expressShippingMethodAction(code),
  authorize: (payment) => authorizeExpressAction(payment),
  paypalAuthorized: (contact) => paypalAuthorizedAction(contact),
  paypalDetails: (input) => paypalDetailsAction(input),
  cancel: (restore) => cancelExpressAction(restore),
  finalise: (orderNumber) => finaliseExpressAction(orderNumber),
};
