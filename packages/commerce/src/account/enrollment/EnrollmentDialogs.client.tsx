'use client';

import {
  Button,
  Checkbox,
  Dialog,
  type DialogPresentation,
  Link,
  Notification,
} from '@storefront/ui';
import { type ReactNode, useId, useState } from 'react';
import { messageForError } from '../../api/messages';
import type { EnrollmentSaveResult } from './EnrollmentFlow.client';
import * as styles from './EnrollmentFlow.css';
import { type EnrollmentLabels, enrollmentLabels } from './labels';

/** Props of {@link LoyaltySignUpDialog}. */
export interface LoyaltySignUpDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Joins the programme: the profile updated with a Loyalty enrolment (PUT /consumer with
   * `enrollments: [{ type: 'Loyalty', optin: true }]`, spec 3 §4 "Loyalty sign-up").
   */
  onJoin(): Promise<EnrollmentSaveResult>;
  /** Called with the member's profile once joined (the host goes on: welcome, steps). */
  onJoined?(result: Extract<EnrollmentSaveResult, { ok: true }>): void;
  /** The `loyalty-modal` content slot (spec 2 §7), rendered by the host. */
  content?: ReactNode;
  /** The loyalty terms page (`/{locale}/loyalty-terms`). */
  termsHref: string;
  /** `modal` (default) or `panel` by breakpoint (spec 2 §2). */
  presentation?: DialogPresentation;
  labels?: EnrollmentLabels;
}

/**
 * The loyalty sign-up dialog (spec 2 §2 dialogs, spec 3 §4): the programme's content slot, the
 * terms to accept (a required box, spec 3 §5), Join and Not now. A member with details missing
 * may join: the remaining steps come after (spec 3 §6).
 */
export function LoyaltySignUpDialog({
  open,
  onOpenChange,
  onJoin,
  onJoined,
  content,
  termsHref,
  presentation = 'modal',
  labels = enrollmentLabels,
}: LoyaltySignUpDialogProps) {
  const id = useId();
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const join = async () => {
    if (!accepted) {
      setTermsError(labels.loyalty.termsRequired);
      document.getElementById(`${id}-terms`)?.focus();
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await onJoin();
      if (result.ok) onJoined?.(result);
      else
        setFailure(messageForError(result.code, result.serverMessage, { locale: labels.language }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.loyalty.title}
      description={labels.loyalty.intro}
      presentation={presentation}
      closeLabel={labels.close}
      footer={
        <div className={styles.actions}>
          <Button loading={busy} onClick={() => void join()}>
            {labels.actions.join}
          </Button>
          <Button variant="link" onClick={() => onOpenChange(false)}>
            {labels.actions.notNow}
          </Button>
        </div>
      }
    >
      <div className={styles.flow}>
        {failure && <Notification tone="error">{failure}</Notification>}
        {content}
        <Checkbox
          id={`${id}-terms`}
          label={labels.loyalty.terms}
          required
          checked={accepted}
          error={termsError}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setTermsError(undefined);
          }}
        />
        <Link href={termsHref} target="_blank">
          {labels.loyalty.termsLink}
        </Link>
      </div>
    </Dialog>
  );
}

/** Props of {@link WelcomeDialog}. */
export interface WelcomeDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Continue: the host goes on with the remaining steps (spec 2 §2 step 1 → 2). */
  onContinue(): void;
  /** The welcome promotion or content, rendered by the host. */
  content?: ReactNode;
  presentation?: DialogPresentation;
  labels?: EnrollmentLabels;
}

/**
 * The welcome dialog (spec 2 §2 dialogs; step 1 "welcome" of the enrolment): says the shopper
 * is now a member, with Continue to the remaining steps.
 */
export function WelcomeDialog({
  open,
  onOpenChange,
  onContinue,
  content,
  presentation = 'modal',
  labels = enrollmentLabels,
}: WelcomeDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.steps.welcome}
      description={labels.intro.welcome}
      presentation={presentation}
      closeLabel={labels.close}
      footer={<Button onClick={onContinue}>{labels.actions.continue}</Button>}
    >
      {content}
    </Dialog>
  );
}
