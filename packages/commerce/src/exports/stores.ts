/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the store locator's pure rules
 * (spec 2 §7 "Stores": distances, nearest first, opening hours and distances in the locale).
 */

export {
  centreOf,
  distanceKm,
  foldText,
  formatClock,
  formatDistance,
  type GeoPoint,
  isPostalCodeQuery,
  nearestFirst,
  type OpeningDay,
  openingHoursRows,
  weekdayName,
} from '../stores/locator';
