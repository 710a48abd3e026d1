'use client';

import type { CaptchaAction } from '@storefront/api-contract';
import { createContext, useContext } from 'react';
import type { CaptchaSettings } from '../../security/components/Captcha/Captcha.client';
import type { ExpressLabels } from './labels';

/**
 * What a provider's own UI (the simulated sheet and PayPal approval) needs of the page besides
 * {@link ExpressButtonProps}: the words, the captcha of action `placeOrder` (spec 3 §7) and how
 * to obtain a test captcha token. Provided by `ExpressCheckout`.
 */
export interface ExpressUi {
  labels: ExpressLabels;
  /** The captcha shown before Authorise; none when the page has no captcha. */
  captcha?: CaptchaSettings;
  /** The test captcha provider's token (stories pass a stub; default POST /api/captcha). */
  requestTestToken?(action: CaptchaAction): Promise<{ token: string; expiresIn: number }>;
}

export const ExpressUiContext = createContext<ExpressUi | null>(null);

/**
 * The express UI of the nearest `ExpressCheckout`.
 * @throws Error outside one (a provider's button rendered on its own).
 */
export function useExpressUi(): ExpressUi {
  const ui = useContext(ExpressUiContext);
  if (!ui) throw new Error('useExpressUi: render the button inside ExpressCheckout');
  return ui;
}
