export { ProductPage, type ProductPageProps } from './ProductPage';
export { ProductRoute, productRouteMetadata } from './productRoute';
