'use client';

import type { AgentLoginLabels, CaptchaLabels, CaptchaSettings } from '@storefront/commerce';
import { AgentLoginForm, useOptionalCartController } from '@storefront/commerce/client';
import { useEffect } from 'react';
import { agentLoginAction } from '../../../src/lib/associate/actions';

/** Props of {@link AssociateLoginPageClient}. */
export interface AssociateLoginPageClientProps {
  /** The form's words (strings, built on the server from the `associate` catalogue). */
  labels: AgentLoginLabels;
  captcha: CaptchaSettings;
  captchaLabels: CaptchaLabels;
  /** The in-store session just ended: shown above the form; the local cart is cleared. */
  notice?: string;
}

/**
 * The agent login form wired to `agentLoginAction`. Once signed in the browser loads the cart
 * afresh (a full navigation: the header strip and every server part start from the associate
 * session). After an ended session it clears the device's persisted cart (spec 1 §4 "Logout
 * clears all local stores").
 */
export function AssociateLoginPageClient({
  labels,
  captcha,
  captchaLabels,
  notice,
}: AssociateLoginPageClientProps) {
  const cart = useOptionalCartController();
  useEffect(() => {
    if (notice) cart?.store.clear();
  }, [cart, notice]);
  return (
    <AgentLoginForm
      labels={labels}
      captcha={captcha}
      captchaLabels={captchaLabels}
      {...(notice ? { notice } : {})}
      onAgentLogin={async (values, captchaResponse) => {
        const result = await agentLoginAction({ ...values, captchaResponse });
        if (result.ok) window.location.assign(result.redirectTo);
        return result.ok ? result : { ok: false, code: result.code };
      }}
    />
  );
}
