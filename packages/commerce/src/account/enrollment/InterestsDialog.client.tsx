'use client';

import { Button, Dialog, type DialogPresentation, Notification } from '@storefront/ui';
import { useId, useRef, useState } from 'react';
import { messageForError } from '../../api/messages';
import type { EnrollmentSaveResult } from './EnrollmentFlow.client';
import * as styles from './EnrollmentFlow.css';
import { formatInterests } from './enrollmentSteps';
import { InterestChoices } from './InterestChoices';
import { type EnrollmentLabels, enrollmentLabels, interestValues } from './labels';

export { interestsDialogId } from './interestsDialogId';

/** Props of {@link InterestsDialog}. */
export interface InterestsDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Saves `preferences.interests` (pipe-separated values of {@link interestValues}, spec 2 §9)
   * through the profile save (PUT /consumer) and answers the updated profile or the failure.
   */
  onSave(interests: string): Promise<EnrollmentSaveResult>;
  /** Called once the interests are saved, or skipped (Skip for now or the close button). */
  onDone(): void;
  /** The interests already chosen (pipe-separated), ticked at first. */
  initial?: string;
  /** `panel` (default: bottom on small screens, right on large ones) or `modal` (spec 2 §2). */
  presentation?: DialogPresentation;
  /** The `enrollment` words (`steps.interests`, `intro.interests`, `interests`, actions). */
  labels?: EnrollmentLabels;
}

/**
 * The interests dialog (spec 2 §2 dialogs; spec 3 §4 "Sign-up": optionally after a sign-up,
 * see `showsInterestsAfterSignUp`): the interests to tick, Save and Skip for now. A failed
 * save shows the spec 2 §8 message and stays open; closing it is the same as skipping.
 */
export function InterestsDialog({
  open,
  onOpenChange,
  onSave,
  onDone,
  initial,
  presentation = 'panel',
  labels = enrollmentLabels,
}: InterestsDialogProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const form = formRef.current;
    if (!form || busy) return;
    const picked = new FormData(form).getAll('interests').map(String);
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await onSave(formatInterests(picked));
      if (result.ok) onDone();
      else
        setFailure(messageForError(result.code, result.serverMessage, { locale: labels.language }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next && !busy) onDone();
      }}
      title={labels.steps.interests}
      description={labels.intro.interests ?? ''}
      presentation={presentation}
      size="sm"
      closeLabel={labels.close}
      footer={
        <div className={styles.actions}>
          <Button loading={busy} onClick={() => void save()}>
            {labels.actions.save}
          </Button>
          <Button
            variant="link"
            disabled={busy}
            onClick={() => {
              onOpenChange(false);
              onDone();
            }}
          >
            {labels.actions.skip}
          </Button>
        </div>
      }
    >
      <form
        ref={formRef}
        className={styles.flow}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {failure && <Notification tone="error">{failure}</Notification>}
        <InterestChoices idPrefix={id} chosen={initial} labels={labels} />
      </form>
    </Dialog>
  );
}
