export {
  Captcha,
  type CaptchaHandle,
  type CaptchaProps,
  type CaptchaSettings,
  requestTestCaptchaToken,
} from './Captcha.client';
export {
  type CaptchaLabels,
  captchaLabels,
  captchaLabelsFor,
  captchaLabelsFr,
} from './captchaLabels';
