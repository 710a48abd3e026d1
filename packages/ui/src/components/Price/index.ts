export { Price, type PriceLabels, type PriceProps } from './Price';
export {
  discountPercentage,
  formatMoney,
  type PriceAmount,
  type PriceValue,
  resolvePrice,
  shouldShowLowestPriceNotice,
} from './priceRules';
