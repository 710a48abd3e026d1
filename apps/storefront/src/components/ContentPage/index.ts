export { ContentPage, type ContentPageProps, contentPageMetadata } from './ContentPage';
