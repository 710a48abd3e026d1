export {
  Captcha,
  type CaptchaHandle,
  type CaptchaProps,
  type CaptchaSettings,
  invisibleCaptchaResponse,
  requestTestCaptchaToken,
} from './Captcha.client';
export {
  type CaptchaLabels,
  captchaLabelsFrom,
} from './captchaLabels';
