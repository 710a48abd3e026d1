'use client';

import { signInDialogs } from '@storefront/commerce';
import { useDialogManager } from '@storefront/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { SignInDialogWords } from './words';

let loading: Promise<typeof import('./SignInDialogs.client')> | undefined;

/**
 * Starts loading the sign-in dialogs' code (Radix dialog, react-hook-form, zod, the captcha)
 * once per page; later calls return the same promise (a new one after a failure). The header's
 * sign-in link calls it on pointer or focus intent so the first open shows no delay.
 */
export function preloadSignInDialogs(): Promise<typeof import('./SignInDialogs.client')> {
  loading ??= import('./SignInDialogs.client').catch((error: unknown) => {
    loading = undefined; // a failed preload is retried by the next call
    throw error;
  });
  return loading;
}

const SignInDialogs = lazy(() =>
  preloadSignInDialogs().then((module) => ({ default: module.SignInDialogs })),
);

let loadingSimplified: Promise<typeof import('./SimplifiedEnrollmentDialog.client')> | undefined;

/** Starts loading the simplified enrolment dialog's code once per page (see above). */
export function preloadSimplifiedEnrollment(): Promise<
  typeof import('./SimplifiedEnrollmentDialog.client')
> {
  loadingSimplified ??= import('./SimplifiedEnrollmentDialog.client').catch((error: unknown) => {
    loadingSimplified = undefined;
    throw error;
  });
  return loadingSimplified;
}

const SimplifiedEnrollmentDialog = lazy(() =>
  preloadSimplifiedEnrollment().then((module) => ({
    default: module.SimplifiedEnrollmentDialog,
  })),
);

/** Props of {@link LazySignInDialogs}. */
export interface LazySignInDialogsProps {
  localePath: string;
  localeTag: string;
  words: SignInDialogWords;
  /** The `sign-in-modal` content slot (server-rendered). */
  content?: ReactNode;
  /**
   * The feature flag `allowSimplifiedEnrollment` (spec 1 §2): the simplified enrolment dialog
   * opens instead of the sign-in dialog.
   */
  simplified?: boolean;
}

/**
 * The sign-in dialogs kept out of the first-load JavaScript (the pattern of
 * `LazyCartDialogs`): nothing is loaded or rendered until the dialog manager opens
 * `signInDialogs.signIn` (the header's sign-in link, the event sign-up's step 1); then the
 * chunk renders them, and they stay mounted.
 */
export function LazySignInDialogs({ simplified = false, ...props }: LazySignInDialogsProps) {
  const dialogs = useDialogManager();
  const [used, setUsed] = useState(false);
  if (
    !used &&
    (dialogs.isOpen(signInDialogs.signIn) || dialogs.isOpen(signInDialogs.signInConfirmation))
  )
    setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      {simplified ? <SimplifiedEnrollmentDialog {...props} /> : <SignInDialogs {...props} />}
    </Suspense>
  );
}
