'use client';

import type {
  EnrollmentDetailRules,
  EnrollmentLabels,
  EnrollmentProfile,
  PasswordLabels,
} from '@storefront/commerce';
import { EnrollmentFlow, LoyaltySignUpDialog } from '@storefront/commerce/client';
import { Button } from '@storefront/ui';
import { type ReactNode, useState } from 'react';
import {
  joinLoyaltyAction,
  saveEnrollmentAction,
} from '../../../../src/lib/auth/enrollmentActions';
import { requestPasswordResetAction } from '../../../../src/lib/auth/passwordActions';

/** Props of {@link EnrollPageClient}. */
export interface EnrollPageClientProps {
  profile: EnrollmentProfile;
  labels: EnrollmentLabels;
  passwordLabels: PasswordLabels;
  /** The mobile and profile steps' rules (the sign-up form's, for the locale). */
  detailRules: EnrollmentDetailRules;
  /** The `loyalty-modal` content slot, rendered on the server. */
  loyaltyContent?: ReactNode;
  termsHref: string;
  /** Where Done leads (the locale's home). */
  doneHref: string;
}

/**
 * The enrolment page's island: a consumer who is not a member is offered the loyalty sign-up
 * dialog (spec 3 §4), then the flow's remaining steps with the welcome step; a member or a
 * consumer who declines gets the remaining complete-profile steps (spec 2 §2, §4).
 */
export function EnrollPageClient({
  profile,
  labels,
  passwordLabels,
  detailRules,
  loyaltyContent,
  termsHref,
  doneHref,
}: EnrollPageClientProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [flow, setFlow] = useState<{ profile: EnrollmentProfile; joining: boolean }>({
    profile,
    joining: false,
  });
  return (
    <>
      {!flow.profile.isLoyaltyMember && (
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          {labels.actions.join}
        </Button>
      )}
      <LoyaltySignUpDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        onJoin={joinLoyaltyAction}
        onJoined={(result) => {
          setDialogOpen(false);
          setFlow({ profile: result.profile, joining: true });
        }}
        content={loyaltyContent}
        termsHref={termsHref}
        labels={labels}
      />
      <EnrollmentFlow
        // A new flow after joining (it starts at the welcome step).
        key={flow.joining ? 'joined' : 'profile'}
        profile={flow.profile}
        joining={flow.joining}
        labels={labels}
        passwordLabels={passwordLabels}
        detailRules={detailRules}
        onRequestPasswordLink={requestPasswordResetAction}
        onSave={saveEnrollmentAction}
        onDone={() => window.location.assign(doneHref)}
      />
    </>
  );
}
