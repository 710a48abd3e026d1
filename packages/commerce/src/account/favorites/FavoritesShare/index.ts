export { FavoritesShare, type FavoritesShareProps } from './FavoritesShare.client';
