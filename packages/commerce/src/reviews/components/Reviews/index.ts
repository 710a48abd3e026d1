export { Reviews, type ReviewsProps } from './Reviews';
