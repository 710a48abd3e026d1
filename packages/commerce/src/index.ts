export * from './account';
export * from './api/client';
export { apiMessages, defaultApiMessage, messageForError } from './api/messages';
export * from './basket';
export * from './catalog';
export * from './checkout';
export * from './content-search';
export * from './personalisation/decisionService';
export * from './social';
