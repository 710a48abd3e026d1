'use client';

import type { EnrollmentLabels, EnrollmentSaveResult } from '@storefront/commerce';
import { InterestsDialog, interestsDialogId } from '@storefront/commerce/client';
import { useManagedDialog } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { loadAfresh } from './loadAfresh';

/** Props of {@link AfterSignUpInterests}. */
export interface AfterSignUpInterestsProps {
  /** Set once signed up: where to go after the interests (null before the sign-up). */
  pending: { redirectTo: string } | null;
  /** The `enrollment` words. */
  labels: EnrollmentLabels;
  /** Saves `preferences.interests` through the profile save (`saveEnrollmentAction`). */
  onSave(interests: string): Promise<EnrollmentSaveResult>;
  /** The dialog's id in the dialog manager (default `interestsDialogId`). */
  id?: string;
}

/**
 * The interests dialog after a sign-up (spec 3 §4 "Sign-up"; the host decides with
 * `showsInterestsAfterSignUp`): opened through the dialog manager once `pending` is set (which
 * closes the sign-up dialog: one dialog at a time, spec 1 §2); saved or skipped, the browser
 * loads `pending.redirectTo` afresh signed in.
 */
export function AfterSignUpInterests({
  pending,
  labels,
  onSave,
  id = interestsDialogId,
}: AfterSignUpInterestsProps) {
  const dialog = useManagedDialog(id);
  const [leaving, setLeaving] = useState(false);
  const { show } = dialog;
  useEffect(() => {
    if (pending) show();
  }, [pending, show]);
  return (
    <InterestsDialog
      open={dialog.open}
      onOpenChange={(next) => {
        if (next) dialog.onOpenChange(true);
      }}
      labels={labels}
      onSave={onSave}
      onDone={() => {
        if (leaving || !pending) return;
        setLeaving(true);
        loadAfresh(pending.redirectTo);
      }}
    />
  );
}
