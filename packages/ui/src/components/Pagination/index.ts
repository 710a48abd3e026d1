export { Pagination, type PaginationLabels, type PaginationProps } from './Pagination';
export {
  getPageCount,
  getPaginationItems,
  type PaginationItem,
  type PaginationOptions,
} from './paginationItems';
