export { SortSelect, type SortSelectLabels, type SortSelectProps } from './SortSelect.client';
