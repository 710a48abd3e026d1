export { ProductPage, type ProductPageProps } from './ProductPage';
