'use client';

import type {
  CaptchaLabels,
  CaptchaSettings,
  SignUpConfig,
  SignUpLabels,
  SignUpQuery,
  SignUpTermsLinks,
  SignUpValues,
} from '@storefront/commerce';
import { SignUpForm } from '@storefront/commerce/client';
import { signUpAction } from '../../../src/lib/auth/signUpActions';

/** Props of {@link SignUpPageClient}: strings and plain data built on the server. */
export interface SignUpPageClientProps {
  config: SignUpConfig;
  labels: SignUpLabels;
  query: SignUpQuery;
  prefill: Partial<SignUpValues>;
  termsLinks: SignUpTermsLinks;
  captcha: CaptchaSettings;
  captchaLabels: CaptchaLabels;
  /** Where to go once signed in (checked same-origin by the action); default the home. */
  returnTo?: string;
}

/**
 * The sign-up form wired to `signUpAction`. Once signed in the browser loads `redirectTo`
 * afresh (a full navigation), so the header and every server-rendered part start from the
 * registered session.
 */
export function SignUpPageClient({ query, returnTo, ...props }: SignUpPageClientProps) {
  return (
    <SignUpForm
      {...props}
      onSignUp={async (values, captchaResponse) => {
        const result = await signUpAction({
          values,
          query,
          dateFormat: props.config.dateFormat,
          captchaResponse,
          ...(returnTo ? { returnTo } : {}),
        });
        if (result.ok) window.location.assign(result.redirectTo);
        return result;
      }}
    />
  );
}
