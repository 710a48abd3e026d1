export { OrderStatusLookup, type OrderStatusLookupProps } from './OrderStatusLookup.client';
