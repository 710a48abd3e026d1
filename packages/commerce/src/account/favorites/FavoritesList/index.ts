export {
  type FavoriteAddResult,
  FavoritesList,
  type FavoritesListProps,
} from './FavoritesList.client';
