export { Price, type PriceLabels, type PriceProps } from './Price';
export {
  discountPercentage,
  formatMoney,
  numberFormat,
  type PriceAmount,
  type PriceValue,
  resolvePrice,
  shouldShowLowestPriceNotice,
} from './priceRules';
