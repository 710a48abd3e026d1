export { ProductListing, type ProductListingProps } from './ProductListing';
