'use client';

import { type ConsentCategory, consentCategories } from '@storefront/blocks/services';
import { Button, Inline, useDialogManager } from '@storefront/ui';
import { lazy, Suspense, useState } from 'react';
import { writeConsent } from './consentCookie.client';
import { consentDialogId } from './consentDialogId';
import type { ConsentLabels } from './consentLabels';
import { consentAnsweredAttribute } from './consentScript';

let loading: Promise<typeof import('./ConsentDialog.client')> | undefined;

/** Starts loading the preferences dialog once per page (again after a failure). */
export function preloadConsentDialog(): Promise<typeof import('./ConsentDialog.client')> {
  loading ??= import('./ConsentDialog.client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const Dialog = lazy(() =>
  preloadConsentDialog().then((module) => ({ default: module.ConsentDialog })),
);

const allCategories = Object.values(consentCategories) as ConsentCategory[];

/** Props of {@link ConsentActionsView}. */
export interface ConsentActionsViewProps {
  labels: ConsentLabels;
  /** After the answer is stored (the storefront re-renders the page on the server). */
  onAnswered?: (accepted: readonly ConsentCategory[]) => void;
}

/**
 * The banner's buttons (spec 3 §9): accept all, required only, or open the preferences dialog
 * (its code loads on intent and first use, the pattern of `LazyCartDialogs`). An answer is
 * stored in the `consent` cookie, which hides the banner; focus goes to the main content. The
 * dialog stays mounted here once used, so the footer's `ConsentSettingsLink` reopens it.
 */
export function ConsentActionsView({ labels, onAnswered }: ConsentActionsViewProps) {
  const dialogs = useDialogManager();
  const [used, setUsed] = useState(false);
  if (!used && dialogs.isOpen(consentDialogId)) setUsed(true);
  const intent = () => void preloadConsentDialog().catch(() => undefined);
  const answer = (accepted: readonly ConsentCategory[]) => {
    // From the banner focus moves to the content (the banner goes); from "Cookie settings" the
    // dialog gives it back to that button.
    const fromBanner = !document.documentElement.hasAttribute(consentAnsweredAttribute);
    writeConsent(accepted);
    if (fromBanner) document.getElementById('main')?.focus();
    onAnswered?.(accepted);
  };
  return (
    <>
      <Inline gap="sm" wrap>
        <Button size="sm" onClick={() => answer(allCategories)}>
          {labels.acceptAll}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => answer([])}>
          {labels.requiredOnly}
        </Button>
        <Button
          size="sm"
          variant="tertiary"
          onPointerEnter={intent}
          onFocus={intent}
          onClick={() => dialogs.open(consentDialogId)}
        >
          {labels.manage}
        </Button>
      </Inline>
      {used ? (
        <Suspense fallback={null}>
          <Dialog labels={labels.dialog} onAnswer={answer} />
        </Suspense>
      ) : null}
    </>
  );
}
