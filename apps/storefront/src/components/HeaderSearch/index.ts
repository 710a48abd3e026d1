export { HeaderSearch } from './HeaderSearch';
export { SearchField, type SearchFieldProps } from './SearchField.client';
export type { SearchFieldWords } from './words';
