export { isEmail, NotifyMe, type NotifyMeProps, type NotifyMeResult } from './NotifyMe.client';
