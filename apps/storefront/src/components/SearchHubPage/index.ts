export {
  SearchHubPage,
  type SearchHubPageProps,
  searchHubMetadata,
  searchHubType,
} from './SearchHubPage';
