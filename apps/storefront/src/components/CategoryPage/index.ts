export { CategoryPage, type CategoryPageProps } from './CategoryPage';
export { type CategoryQuery, CategoryRoute, categoryRouteMetadata } from './categoryRoute';
