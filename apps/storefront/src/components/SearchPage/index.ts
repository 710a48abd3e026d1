export { SearchPage, type SearchPageProps } from './SearchPage';
export {
  type SearchLink,
  type SearchPageState,
  SearchPageView,
  type SearchPageViewProps,
  type SearchPageWords,
} from './SearchPageView';
export { searchSlots } from './slots';
