import { Icon } from '@storefront/ui';
import type { MouseEvent } from 'react';
import * as styles from './AccountLink.css';

/** The words of the account control (the `shell` catalogue's `account.signIn` / `account.signOut`). */
export interface AccountLinkWords {
  signIn: string;
  signOut: string;
}

/** Props of {@link AccountLinkView}. */
export interface AccountLinkViewProps {
  /**
   * A registered consumer is signed in: "Sign out" instead of "Sign in". `undefined` before
   * hydration (the server reads no cookie): both controls, the head script's attribute on
   * `<html>` shows the right one (`sessionFlags.ts`).
   */
  signedIn: boolean | undefined;
  /** Its words in the page's language, resolved on the server. */
  words: AccountLinkWords;
  /** The sign-in page, e.g. `/en-us/sign-in?returnTo=%2Fen-us%2Fcart`. */
  signInHref: string;
  /** Sign-out under way: the button is disabled and `aria-busy`. */
  busy?: boolean;
  /** Called by the sign-out button. */
  onSignOut?(): void;
  /**
   * Opens the sign-in dialog instead of following the link (a plain click; a modified click
   * still opens the page in a new tab). Without it the link goes to the sign-in page.
   */
  onSignIn?(): void;
  /** Pointer or focus intent on the sign-in link (preloads the dialog). */
  onSignInIntent?(): void;
  /** Class of the link and the button (the header's cart link look). */
  className: string;
  /** Class of the visible text (hidden on small screens). */
  textClassName: string;
}

/**
 * What the header's account control shows (spec 1 §4 "Guest and login"): the sign-in link,
 * or, while a registered consumer is signed in, the sign-out button with the same look and
 * size; before hydration both, one hidden by the head script's attribute (`signedIn`
 * `undefined`). Stateless; {@link AccountLink} decides the state and signs out.
 */
export function AccountLinkView({
  signedIn,
  words: text,
  signInHref,
  busy = false,
  onSignOut,
  onSignIn,
  onSignInIntent,
  className,
  textClassName,
}: AccountLinkViewProps) {
  const signOutButton = (extraClass: string) => (
    <button
      type="button"
      className={`${className} ${styles.button}${extraClass}`}
      aria-label={text.signOut}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onSignOut}
    >
      <Icon name="user" size="md" />
      <span className={textClassName}>{text.signOut}</span>
    </button>
  );
  const signInLink = (extraClass: string) => (
    <a
      className={`${className}${extraClass}`}
      href={signInHref}
      aria-label={text.signIn}
      {...(onSignIn
        ? {
            'aria-haspopup': 'dialog' as const,
            onClick: (event: MouseEvent<HTMLAnchorElement>) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onSignIn();
            },
          }
        : {})}
      {...(onSignInIntent
        ? {
            onPointerEnter: onSignInIntent,
            onFocus: onSignInIntent,
            onTouchStart: onSignInIntent,
          }
        : {})}
    >
      <Icon name="user" size="md" />
      <span className={textClassName}>{text.signIn}</span>
    </a>
  );
  if (signedIn === undefined) {
    return (
      <>
        {signInLink(` ${styles.whenGuest}`)}
        {signOutButton(` ${styles.whenSignedIn}`)}
      </>
    );
  }
  return signedIn ? signOutButton('') : signInLink('');
}
