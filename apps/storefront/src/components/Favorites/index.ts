export { FavoriteHeart, type FavoriteHeartProps } from './FavoriteHeart.client';
