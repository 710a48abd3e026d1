export { PageLinks, type PageLinksLabels, type PageLinksProps } from './PageLinks';
