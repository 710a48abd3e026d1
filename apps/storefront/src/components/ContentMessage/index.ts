export { ContentMessage, type ContentMessageProps } from './ContentMessage';
