export { ProductSets, type ProductSetsProps } from './ProductSets';
