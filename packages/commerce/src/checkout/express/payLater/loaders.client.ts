'use client';

import type { PayLaterSource } from './payLaterRules';
import type { PayLaterMessagesModule } from './types';

/** Loads a pay-later messages module (a dynamic import: its own chunk). */
export type PayLaterMessagesLoader = (source: PayLaterSource) => Promise<PayLaterMessagesModule>;

/**
 * The messages modules by source (spec 3 §7): the simulator's local message (the "messages
 * script" stand-in), and the module that loads PayPal's messages SDK.
 */
export const loadPayLaterMessages: PayLaterMessagesLoader = (source) =>
  source === 'paypal'
    ? import('./paypalMessages.client').then(({ PayPalMessage }) => ({
        id: 'paypal' as const,
        Message: PayPalMessage,
      }))
    : import('./PayLaterMessage/PayLaterMessage.client').then(({ PayLaterMessage }) => ({
        id: 'simulated' as const,
        Message: PayLaterMessage,
      }));
