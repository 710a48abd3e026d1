/** Texts of the captcha widget (English: {@link captchaLabels}, French: {@link captchaLabelsFr}). */
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

/** English texts of the captcha widget. */
export const captchaLabels: CaptchaLabels = {
  notRobot: 'I’m not a robot',
  checking: 'Checking…',
  required: 'Please confirm you are not a robot.',
  failed: 'The check did not work. Please try again.',
  recaptchaNotice:
    'This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.',
};

/** French (fr-CA) texts of the captcha widget. */
export const captchaLabelsFr: CaptchaLabels = {
  notRobot: 'Je ne suis pas un robot',
  checking: 'Vérification…',
  required: 'Veuillez confirmer que vous n’êtes pas un robot.',
  failed: 'La vérification n’a pas fonctionné. Veuillez réessayer.',
  recaptchaNotice:
    'Ce site est protégé par reCAPTCHA; les Règles de confidentialité et les Conditions d’utilisation de Google s’appliquent.',
};

/** The captcha texts of a language (ISO 639-1; French for `fr`, English otherwise). */
export const captchaLabelsFor = (language: string): CaptchaLabels =>
  language === 'fr' ? captchaLabelsFr : captchaLabels;
