'use client';

import {
  type CaptchaLabels,
  type CaptchaSettings,
  type EnrollmentLabels,
  type SignUpConfig,
  type SignUpLabels,
  type SignUpQuery,
  type SignUpTermsLinks,
  type SignUpValues,
  showsInterestsAfterSignUp,
} from '@storefront/commerce';
import { SignUpForm } from '@storefront/commerce/client';
import { useState } from 'react';
import { AfterSignUpInterests } from '../../../src/components/SignIn/AfterSignUpInterests.client';
import { saveEnrollmentAction } from '../../../src/lib/auth/enrollmentActions';
import { isOrderInProgressPath } from '../../../src/lib/auth/returnTo';
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
  /**
   * The interests dialog after the sign-up (spec 3 §4): its words and whether it is tied to
   * the newsletter box; absent when collection is off.
   */
  interests?: { labels: EnrollmentLabels; tiedToNewsletter: boolean };
}

/**
 * The sign-up form wired to `signUpAction`. Once signed in, the interests dialog when
 * `showsInterestsAfterSignUp` says so (spec 3 §4), then the browser loads `redirectTo` afresh
 * (a full navigation), so the header and every server-rendered part start from the registered
 * session.
 */
export function SignUpPageClient({ query, returnTo, interests, ...props }: SignUpPageClientProps) {
  const [signedUp, setSignedUp] = useState<{ redirectTo: string } | null>(null);
  return (
    <>
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
          if (!result.ok) return result;
          const withInterests =
            interests !== undefined &&
            showsInterestsAfterSignUp({
              collectInterests: true,
              tiedToNewsletter: interests.tiedToNewsletter,
              newsletterTicked: values.newsletter,
              simplified: false,
              signInToBuy: isOrderInProgressPath(returnTo),
            });
          if (withInterests) setSignedUp({ redirectTo: result.redirectTo });
          else window.location.assign(result.redirectTo);
          return result;
        }}
      />
      {interests && (
        <AfterSignUpInterests
          id="signUpPageInterests"
          pending={signedUp}
          labels={interests.labels}
          onSave={(value) => saveEnrollmentAction({ interests: value })}
        />
      )}
    </>
  );
}
