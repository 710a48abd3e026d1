'use client';

import type { CaptchaLabels, CaptchaSettings, SignInLabels } from '@storefront/commerce';
import { SignInForm } from '@storefront/commerce/client';
import { signInAction } from '../../../src/lib/auth/actions';

/** Props of {@link SignInPageClient}. */
export interface SignInPageClientProps {
  /** The form's words (strings, built on the server from the `signIn` catalogue). */
  labels: SignInLabels;
  /** Where to go once signed in (already checked same-origin by the page). */
  returnTo: string;
  /** The captcha provider (server configuration): the form is sent once it is passed. */
  captcha: CaptchaSettings;
  /** The captcha's words (strings, built on the server from the `checkout` catalogue). */
  captchaLabels: CaptchaLabels;
  /** e.g. `en-us`: the links of failure messages. */
  localePath: string;
}

/**
 * The sign-in form wired to the `signInAction` server action. Once signed in the browser
 * loads `redirectTo` afresh (a full navigation), so the header, the cart state and every
 * server-rendered part start from the registered session.
 */
export function SignInPageClient({
  labels,
  returnTo,
  captcha,
  captchaLabels,
  localePath,
}: SignInPageClientProps) {
  return (
    <SignInForm
      labels={labels}
      captcha={captcha}
      captchaLabels={captchaLabels}
      localePath={localePath}
      onSignIn={async (values, captchaResponse) => {
        const result = await signInAction({ ...values, returnTo, captchaResponse });
        if (result.ok) window.location.assign(result.redirectTo);
        return result;
      }}
    />
  );
}
