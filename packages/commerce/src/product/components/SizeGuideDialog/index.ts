export { SizeGuideDialog, type SizeGuideDialogProps } from './SizeGuideDialog.client';
