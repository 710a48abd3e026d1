'use client';

import { type ConsentCategory, consentCategories } from '@storefront/blocks/services';
import { Button, Checkbox, Inline, ManagedDialog, Stack } from '@storefront/ui';
import { useState } from 'react';
import { readConsent } from './consentCookie.client';
import { consentDialogId } from './consentDialogId';
import type { ConsentLabels } from './consentLabels';

const allCategories = Object.values(consentCategories) as ConsentCategory[];

/** Props of {@link ConsentDialog}. */
export interface ConsentDialogProps {
  labels: ConsentLabels['dialog'];
  /** Stores the answer (the banner's `writeConsent` and re-render). */
  onAnswer(accepted: readonly ConsentCategory[]): void;
}

/**
 * The consent preferences dialog (spec 3 §9): one checkbox per category, `C0001` required
 * (checked and disabled), the others as the cookie has them; "Save my choices" stores the
 * ticked ones, "Accept all" every one. Opened through the dialog manager (`consentDialogId`).
 */
export function ConsentDialog({ labels, onAnswer }: ConsentDialogProps) {
  const [accepted, setAccepted] = useState<ReadonlySet<ConsentCategory>>(
    () => new Set(readConsent()),
  );
  const toggle = (id: ConsentCategory, on: boolean) =>
    setAccepted((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <ManagedDialog id={consentDialogId} title={labels.title} description={labels.description}>
      {(_, close) => (
        <Stack gap="md">
          {allCategories.map((id) => {
            const required = id === consentCategories.required;
            return (
              <Checkbox
                key={id}
                name={id}
                label={labels.categories[id].label}
                description={labels.categories[id].description}
                checked={required || accepted.has(id)}
                disabled={required}
                onChange={(event) => toggle(id, event.currentTarget.checked)}
              />
            );
          })}
          <Inline gap="sm" wrap>
            <Button
              onClick={() => {
                close();
                onAnswer([...accepted]);
              }}
            >
              {labels.save}
            </Button>
            <Button
              variant="secondary"
              onClick={() => {
                close();
                onAnswer(allCategories);
              }}
            >
              {labels.acceptAll}
            </Button>
          </Inline>
        </Stack>
      )}
    </ManagedDialog>
  );
}
