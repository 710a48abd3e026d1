export { ReviewMediaDialog } from './ReviewMediaDialog.client';
