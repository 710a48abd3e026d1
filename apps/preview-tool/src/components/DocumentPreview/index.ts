export { DocumentPreview, type DocumentPreviewProps } from './DocumentPreview';
