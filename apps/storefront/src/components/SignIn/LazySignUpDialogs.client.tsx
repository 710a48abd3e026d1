'use client';

import { signUpDialogId } from '@storefront/commerce';
import { useDialogManager } from '@storefront/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SignInDialogWords } from './words';

let loading: Promise<typeof import('./SignUpDialogs.client')> | undefined;

/**
 * Starts loading the sign-up dialogs' code once per page (a new try after a failure); the
 * sign-in dialog's "Create an account" calls it before opening the sign-up dialog.
 */
export function preloadSignUpDialogs(): Promise<typeof import('./SignUpDialogs.client')> {
  loading ??= import('./SignUpDialogs.client').catch((error: unknown) => {
    loading = undefined; // a failed preload is retried by the next call
    throw error;
  });
  return loading;
}

const SignUpDialogs = lazy(() =>
  preloadSignUpDialogs().then((module) => ({ default: module.SignUpDialogs })),
);

/** Props of {@link LazySignUpDialogs}. */
export interface LazySignUpDialogsProps {
  /** e.g. `en-us`. */
  localePath: string;
  /** BCP 47 tag, e.g. `en-US`. */
  localeTag: string;
  /** The sign-in dialog's words: the captcha settings and labels, the close label. */
  words: SignInDialogWords;
  /** The `sign-up-modal` content slot (server-rendered, spec 2 §7). */
  content?: ReactNode;
}

/**
 * The sign-up and interests dialogs kept out of the first-load JavaScript (the pattern of
 * `LazySignInDialogs`): nothing is loaded or rendered until the dialog manager opens
 * `signUpDialogId` (the sign-in dialog's "Create an account"); then they stay mounted.
 */
export function LazySignUpDialogs(props: LazySignUpDialogsProps) {
  const dialogs = useDialogManager();
  const [used, setUsed] = useState(false);
  if (!used && dialogs.isOpen(signUpDialogId)) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SignUpDialogs {...props} />
    </Suspense>
  );
}
