export { CategoryPage, type CategoryPageProps } from './CategoryPage';
export { CategoryRoute, categoryRouteMetadata } from './categoryRoute';
