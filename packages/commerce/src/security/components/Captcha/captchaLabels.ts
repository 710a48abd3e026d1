import type { Translate } from '../../../messages/translate';

/** Texts of the captcha widget (the `captcha` group of the `checkout` catalogue). */
export interface CaptchaLabels {
  /** The test provider's checkbox. */
  notRobot: string;
  /** Said to assistive technology while the token is requested. */
  checking: string;
  /** Submitted before the check was passed. */
  required: string;
  /** The provider could not be reached or refused: try again. */
  failed: string;
  /** Shown with the reCAPTCHA provider (its terms ask sites to say so when the badge is hidden). */
  recaptchaNotice: string;
}

/**
 * The captcha texts of a translator of the `checkout` namespace (its `captcha` group). Only
 * strings: a server component may build them and pass them to a client one.
 */
export function captchaLabelsFrom(t: Translate): CaptchaLabels {
  return {
    notRobot: t('captcha.notRobot'),
    checking: t('captcha.checking'),
    required: t('captcha.required'),
    failed: t('captcha.failed'),
    recaptchaNotice: t('captcha.recaptchaNotice'),
  };
}
