'use client';

import { Button, Dialog, Stack, useManagedDialog } from '@storefront/ui';
import { useRef } from 'react';
import { commerceDialogs } from '../../../cart/cartDialogs';
import type { BotChallengeLabels } from './labels';

/** Props of {@link BotChallengeDialog}. */
export interface BotChallengeDialogProps {
  labels: BotChallengeLabels;
  /**
   * Called once per opening: `true` when the shopper passed the challenge (the host sends the
   * blocked request again), `false` when they closed the dialog.
   */
  onSettle(passed: boolean): void;
}

/**
 * The bot-defence challenge (spec 1 §8: a 403 carrying an appId raises the challenge). Opened
 * by the host through the dialog manager under `commerceDialogs.botChallenge`; the shopper
 * confirms they are a person, and the blocked request is sent again. Closing it (Escape, the
 * close button, Cancel) declines. A small modal over the page: nothing under it moves.
 */
export function BotChallengeDialog({ labels, onSettle }: BotChallengeDialogProps) {
  const dialog = useManagedDialog(commerceDialogs.botChallenge, { keep: true });
  const settled = useRef(false);
  if (!dialog.open) settled.current = false;
  const settle = (passed: boolean) => {
    if (!settled.current) {
      settled.current = true;
      onSettle(passed);
    }
    dialog.close();
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title={labels.title}
      description={labels.intro}
      size="sm"
      closeLabel={labels.cancel}
    >
      <Stack gap="sm">
        <Button fullWidth onClick={() => settle(true)}>
          {labels.confirm}
        </Button>
        <Button fullWidth variant="secondary" onClick={() => settle(false)}>
          {labels.cancel}
        </Button>
      </Stack>
    </Dialog>
  );
}
