export { type NotifyMeLabels, notifyMeLabelsFrom } from './labels';
export { isEmail, NotifyMe, type NotifyMeProps, type NotifyMeResult } from './NotifyMe.client';
