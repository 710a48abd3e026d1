import { placeholders } from '@storefront/ui';
import type { Translate } from '../../../messages/translate';

/**
 * Words of {@link NotifyMe} (`catalog` catalogue). Only strings, so a server page builds them
 * and passes them to the island (no message runtime in the browser).
 */
export interface NotifyMeLabels {
  /** The button that opens the form. */
  notifyMe: string;
  /** The form's introduction. */
  notifyMeIntro: string;
  /** The e-mail field's label. */
  email: string;
  /** The e-mail field's error when the address is not valid. */
  emailInvalid: string;
  /** The submit button. */
  notifyMeSubmit: string;
  /** The success status; template: `{email}` is the address the shopper entered. */
  notifyMeSuccess: string;
  /** The alert when the request failed without a message of the server. */
  notifyMeError: string;
}

/**
 * The notify-me words from a translator of the `catalog` namespace, e.g.
 * `notifyMeLabelsFrom(await getTranslations({ locale, namespace: 'catalog' }))`.
 */
export function notifyMeLabelsFrom(t: Translate): NotifyMeLabels {
  return {
    notifyMe: t('notifyMe'),
    notifyMeIntro: t('notifyMeIntro'),
    email: t('email'),
    emailInvalid: t('emailInvalid'),
    notifyMeSubmit: t('notifyMeSubmit'),
    notifyMeSuccess: t('notifyMeSuccess', placeholders('email')),
    notifyMeError: t('notifyMeError'),
  };
}
