export { type MessageKey, messages } from './messages';
