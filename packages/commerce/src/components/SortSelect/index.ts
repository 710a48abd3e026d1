export { SortSelect, type SortSelectProps } from './SortSelect.client';
