export { CatalogPageFrame, type CatalogPageFrameProps, type Crumb } from './CatalogPageFrame';
