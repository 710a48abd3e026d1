import { placeholders } from '@storefront/ui';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';

/**
 * Interface text of the dialog block and its forms (`blocks` namespace, `dialog.*`). Strings
 * only: the server block resolves them and hands them to the dialog's client island.
 */
export interface DialogLabels {
  close: string;
  open: string;
  loading: string;
  /** `Step {step} of {total}`: the island fills the placeholders (`fillPlaceholders`). */
  step: string;
  signInTitle: string;
  signInIntro: string;
  signIn: string;
  createAccount: string;
  joinTitle: string;
  email: string;
  attendingDays: string;
  plusOne: string;
  plusOneHint: string;
  eventTerms: string;
  submit: string;
  sending: string;
  confirmationTitle: string;
  confirmationSubtitle: string;
  errorTitle: string;
  dismiss: string;
  unavailable: string;
  newsletterTitle: string;
  newsletterPolicy: string;
  newsletterSubmit: string;
  newsletterDone: string;
}

/** The dialog's labels in the services' language (the host's words over the English defaults). */
export function dialogLabels(services: Pick<BlockServices, 'locale' | 'messages'>): DialogLabels {
  const t = blockWords(services);
  return {
    close: t('dialog.close'),
    open: t('dialog.open'),
    loading: t('dialog.loading'),
    step: t('dialog.step', placeholders('step', 'total')),
    signInTitle: t('dialog.signInTitle'),
    signInIntro: t('dialog.signInIntro'),
    signIn: t('dialog.signIn'),
    createAccount: t('dialog.createAccount'),
    joinTitle: t('dialog.joinTitle'),
    email: t('dialog.email'),
    attendingDays: t('dialog.attendingDays'),
    plusOne: t('dialog.plusOne'),
    plusOneHint: t('dialog.plusOneHint'),
    eventTerms: t('dialog.eventTerms'),
    submit: t('dialog.submit'),
    sending: t('dialog.sending'),
    confirmationTitle: t('dialog.confirmationTitle'),
    confirmationSubtitle: t('dialog.confirmationSubtitle'),
    errorTitle: t('dialog.errorTitle'),
    dismiss: t('dialog.dismiss'),
    unavailable: t('dialog.unavailable'),
    newsletterTitle: t('dialog.newsletterTitle'),
    newsletterPolicy: t('dialog.newsletterPolicy'),
    newsletterSubmit: t('dialog.newsletterSubmit'),
    newsletterDone: t('dialog.newsletterDone'),
  };
}
