export { Rating, type RatingProps } from './Rating';
export { MAX_RATING, ratingLabel, roundToHalf, type StarFill, starFills } from './rating';
