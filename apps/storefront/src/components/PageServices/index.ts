export { PageServices, type PageServicesProps } from './PageServices';
