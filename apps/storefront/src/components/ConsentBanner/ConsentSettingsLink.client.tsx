'use client';

import { useDialogCommands } from '@storefront/ui';
import { preloadConsentDialog } from './ConsentActionsView.client';
import { consentDialogId } from './consentDialogId';

/** Props of {@link ConsentSettingsLink}. */
export interface ConsentSettingsLinkProps {
  /** The words, e.g. `Cookie settings`. */
  label: string;
  /** The host's look (the footer's link class). */
  className?: string;
}

/**
 * "Cookie settings" (spec 3 §9 "Consent"): reopens the preferences dialog after the banner was
 * answered, so a shopper can change or withdraw consent at any time. A button (it opens a
 * dialog, it goes nowhere), reachable and pressed by keyboard; it opens the one dialog manager's
 * `consentDialogId`, which the banner's island renders (its code loads on intent, as the
 * banner's "Manage preferences" does); closing the dialog gives focus back to it.
 */
export function ConsentSettingsLink({ label, className }: ConsentSettingsLinkProps) {
  const dialogs = useDialogCommands();
  const intent = () => void preloadConsentDialog().catch(() => undefined);
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={intent}
      onFocus={intent}
      onClick={() => dialogs?.open(consentDialogId)}
    >
      {label}
    </button>
  );
}
