export { ProductReviews, type ProductReviewsProps } from './ProductReviews';
