export { SearchPage, type SearchPageProps, searchSlots } from './SearchPage';
