'use client';

import { mergedCartMessages } from '@storefront/commerce';
import { Icon } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { signOutAction } from '../../lib/auth/actions';
import { cartControllerFor } from '../../lib/cart/client';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import * as styles from './AccountLink.css';

/** Props of {@link AccountLink}. */
export interface AccountLinkProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** `en` or `fr`. */
  language: string;
  /** Class of the link and the button (the header's cart link look). */
  className: string;
  /** Class of the visible text (hidden on small screens). */
  textClassName: string;
}

const texts = {
  en: { signIn: 'Sign in', signOut: 'Sign out' },
  fr: { signIn: 'Se connecter', signOut: 'Se déconnecter' },
} as const;

function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The header's sign-in link, or sign-out button while a registered consumer is signed in
 * (spec 1 §4 "Guest and login"). Server-rendered as the plain link to
 * `/{locale}/sign-in` (static pages stay static); once hydrated it reads the `signedIn`
 * flag cookie (no secret: tokens stay httpOnly) and links back to the current page with
 * `returnTo`. Sign-out calls `signOutAction`, clears the local cart and goes on (home from
 * cart, checkout, favorites, account). After a login that merged the guest's cart it shows
 * the merged-cart notice once on the cart and mini cart (the `cartFlash` cookie).
 */
export function AccountLink({ localePath, language, className, textClassName }: AccountLinkProps) {
  const text = language === 'fr' ? texts.fr : texts.en;
  const signInPath = `/${localePath}/sign-in`;
  const [state, setState] = useState<{ signedIn: boolean; here: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setState({
      signedIn: readCookie(storefrontCookieNames.signedIn) === '1',
      here: `${window.location.pathname}${window.location.search}`,
    });
    if (readCookie(storefrontCookieNames.cartFlash) === 'mergedCart') {
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, no value to escape; the Cookie Store API is not in every browser
      document.cookie = `${storefrontCookieNames.cartFlash}=; Path=/; Max-Age=0; SameSite=Lax`;
      cartControllerFor(localePath).store.setFlash({
        tone: 'info',
        message: language === 'fr' ? mergedCartMessages.fr : mergedCartMessages.en,
      });
    }
  }, [localePath, language]);

  if (state?.signedIn) {
    return (
      <button
        type="button"
        className={`${className} ${styles.button}`}
        aria-label={text.signOut}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          const result = await signOutAction(localePath, state.here);
          cartControllerFor(localePath).store.clear();
          window.location.assign(result.redirectTo);
        }}
      >
        <Icon name="user" size="md" />
        <span className={textClassName}>{text.signOut}</span>
      </button>
    );
  }
  const onSignInPage = state?.here.startsWith(signInPath);
  const href =
    state && !onSignInPage
      ? `${signInPath}?returnTo=${encodeURIComponent(state.here)}`
      : signInPath;
  return (
    <a className={className} href={href} aria-label={text.signIn}>
      <Icon name="user" size="md" />
      <span className={textClassName}>{text.signIn}</span>
    </a>
  );
}
