export {
  Captcha,
  type CaptchaHandle,
  type CaptchaProps,
  type CaptchaSettings,
  requestTestCaptchaToken,
} from './Captcha.client';
export {
  type CaptchaLabels,
  captchaLabelsFrom,
} from './captchaLabels';
