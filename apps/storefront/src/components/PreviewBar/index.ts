export { PreviewBar } from './PreviewBar';
