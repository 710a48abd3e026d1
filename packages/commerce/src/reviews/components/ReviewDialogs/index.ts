export { type ReviewActions, ReviewDialogs, type ReviewDialogsProps } from './ReviewDialogs.client';
