'use client';

import { readCookie } from '@storefront/blocks/services';
import { signInDialogs } from '@storefront/commerce';
import { useOptionalCartController } from '@storefront/commerce/client';
import { useDialogCommands } from '@storefront/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useSignOut } from '../../lib/auth/useSignOut.client';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import { signedInFromCookies } from '../../lib/session/sessionFlags';
import {
  LazySignInDialogs,
  preloadSignInDialogs,
  preloadSimplifiedEnrollment,
} from '../SignIn/LazySignInDialogs.client';
import { LazySignUpDialogs } from '../SignIn/LazySignUpDialogs.client';
import type { SignInDialogWords } from '../SignIn/words';
import { AccountLinkView, type AccountLinkWords } from './AccountLinkView';

/** Props of {@link AccountLink}. */
export interface AccountLinkProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** The sign-in and sign-out words in the page's language (from the `shell` catalogue). */
  words: AccountLinkWords;
  /** The merged-cart notice in the page's language, shown once after a login that merged carts. */
  mergedCartMessage: string;
  /** Class of the link and the button (the header's cart link look). */
  className: string;
  /** Class of the visible text (hidden on small screens). */
  textClassName: string;
  /** BCP 47 tag, e.g. `en-US` (the sign-in dialog). */
  localeTag?: string;
  /**
   * The sign-in dialog's words and captcha (strings, built on the server). With them the
   * hydrated sign-in link opens the sign-in dialog (loaded on first use); without them it
   * goes to the sign-in page.
   */
  signInWords?: SignInDialogWords;
  /** The `sign-in-modal` content slot, server-rendered (spec 2 §7). */
  signInContent?: ReactNode;
  /** The `sign-up-modal` content slot, server-rendered (spec 2 §7). */
  signUpContent?: ReactNode;
  /**
   * The feature flag `allowSimplifiedEnrollment` of the locale (spec 1 §2, spec 2 §2): the
   * sign-in link opens the simplified enrolment dialog instead of the sign-in dialog.
   */
  simplifiedEnrollment?: boolean;
}

/** Pointer or focus intent on the sign-in link: start loading the dialog (errors retried on use). */
function intent() {
  preloadSignInDialogs().catch(() => undefined);
}

/** The same for the simplified enrolment dialog. */
function simplifiedIntent() {
  preloadSimplifiedEnrollment().catch(() => undefined);
}

/**
 * The header's sign-in link, or sign-out button while a registered consumer is signed in
 * (spec 1 §4 "Guest and login"). The server reads no cookie (a cached page's layout has no
 * request-time read, ARCHITECTURE.md §11): its HTML holds both the sign-in link to
 * `/{locale}/sign-in` and the sign-out button, and the head script's attribute on `<html>`
 * (`sessionFlags.ts`, from the readable `signedIn` cookie) shows the right one before the first
 * paint; once hydrated it renders the one the `signedIn` cookie says (no secret: tokens stay
 * httpOnly) and links back to the current page with `returnTo`.
 * With `signInWords`, a click on the hydrated link opens the sign-in dialog through the
 * dialog manager instead (spec 1 §2; the page stays; the dialog's code loads on first use, see
 * `LazySignInDialogs`); the link still works without JavaScript and in a new tab.
 * Sign-out (spec 1 §4, spec 2 §4) calls `signOutAction` (refresh token revoked, a new guest
 * token), clears every local store of the account (the cart, pop-up dismissals:
 * `clearAccountStores`) and goes on (home from cart, checkout, favorites, account). After a
 * login that merged the guest's cart it shows the merged-cart notice once on the cart and mini
 * cart (the `cartFlash` cookie).
 */
export function AccountLink({
  localePath,
  words,
  mergedCartMessage,
  className,
  textClassName,
  localeTag = 'en-US',
  signInWords,
  signInContent,
  signUpContent,
  simplifiedEnrollment = false,
}: AccountLinkProps) {
  const dialogs = useDialogCommands();
  // The sign-in action's answer re-renders the layout signed in (no `signInWords` then): the
  // dialogs keep the words they opened with, so the confirmation stays until Continue.
  const [dialogWords, setDialogWords] = useState(signInWords);
  const [dialogContent, setDialogContent] = useState(signInContent);
  const [signUpDialogContent, setSignUpDialogContent] = useState(signUpContent);
  const [dialogSimplified, setDialogSimplified] = useState(simplifiedEnrollment);
  if (signInWords && signInWords !== dialogWords) {
    setDialogWords(signInWords);
    setDialogContent(signInContent);
    setSignUpDialogContent(signUpContent);
    setDialogSimplified(simplifiedEnrollment);
  }
  const signInPath = `/${localePath}/sign-in`;
  // Unknown until hydrated: the server HTML holds both controls (the server reads no cookie).
  const [signedIn, setSignedIn] = useState<boolean | undefined>(undefined);
  const [here, setHere] = useState<string | null>(null);
  const signingOut = useSignOut();
  const cart = useOptionalCartController();

  useEffect(() => {
    setSignedIn(signedInFromCookies(document.cookie));
    setHere(`${window.location.pathname}${window.location.search}`);
    if (readCookie(document.cookie, storefrontCookieNames.cartFlash) === 'mergedCart') {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, no value to escape; the Cookie Store API is not in every browser
      document.cookie = `${storefrontCookieNames.cartFlash}=; Path=/; Max-Age=0; SameSite=Lax`;
      cart?.store.setFlash({
        tone: 'info',
        message: mergedCartMessage,
      });
    }
  }, [cart, mergedCartMessage]);

  const signInHref =
    here !== null && !here.startsWith(signInPath)
      ? `${signInPath}?returnTo=${encodeURIComponent(here)}`
      : signInPath;
  return (
    <>
      {dialogWords ? (
        <LazySignInDialogs
          localePath={localePath}
          localeTag={localeTag}
          words={dialogWords}
          content={dialogContent}
          simplified={dialogSimplified}
        />
      ) : null}
      {dialogWords ? (
        <LazySignUpDialogs
          localePath={localePath}
          localeTag={localeTag}
          words={dialogWords}
          content={signUpDialogContent}
        />
      ) : null}
      <AccountLinkView
        signedIn={signedIn}
        words={words}
        signInHref={signInHref}
        busy={signingOut.busy}
        onSignOut={() => void signingOut.signOut(here ?? window.location.pathname)}
        {...(signInWords && dialogs && here !== null
          ? {
              onSignIn: () => {
                dialogs.open(signInDialogs.signIn, {
                  returnTo: `${window.location.pathname}${window.location.search}${window.location.hash}`,
                });
              },
              onSignInIntent: dialogSimplified ? simplifiedIntent : intent,
            }
          : {})}
        className={className}
        textClassName={textClassName}
      />
    </>
  );
}
