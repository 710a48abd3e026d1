import type {
  CaptchaLabels,
  CaptchaSettings,
  SignInDialogLabels,
  SignInLabels,
} from '@storefront/commerce';

/**
 * The sign-in dialog's words and settings, built on the server (strings only: the `signIn` and
 * `checkout` catalogues through `getTranslations`, the captcha provider from the server's
 * environment), so the dialog's chunk ships no message catalogue.
 */
export interface SignInDialogWords {
  labels: SignInLabels;
  dialogLabels: SignInDialogLabels;
  captcha: CaptchaSettings;
  captchaLabels: CaptchaLabels;
}
