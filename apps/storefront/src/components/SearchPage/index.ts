export { SearchPage, type SearchPageProps } from './SearchPage';
export { searchSlots } from './slots';
