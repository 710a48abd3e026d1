export { FavoriteToggle, type FavoriteToggleProps } from './FavoriteToggle.client';
