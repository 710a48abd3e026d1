/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the shared commerce components
 * that carry no `'use client'`.
 */

export { type QuickShopLabels, quickShopLabelsFrom } from '../cart/components/QuickShop/labels';
export type {
  QuickShopProps,
  QuickShopSettings,
} from '../cart/components/QuickShop/QuickShop.client';
export { Totals, type TotalsProps } from '../cart/components/Totals/Totals';
export {
  type CatalogLabels,
  catalogLabelsFrom,
  priceLabelsFrom,
} from '../catalog/catalogLabels';
export { Facets, type FacetsProps } from '../category/components/Facets/Facets';
export { ProductGrid, type ProductGridProps } from '../category/components/ProductGrid/ProductGrid';
export type {
  SortSelectLabels,
  SortSelectProps,
} from '../category/components/SortSelect/SortSelect.client';
export {
  basketLines,
  OrderLines,
  type OrderLinesProps,
  type OrderLinesSource,
} from '../checkout/components/OrderLines/OrderLines';
export { type NotifyMeLabels, notifyMeLabelsFrom } from '../product/components/NotifyMe/labels';
export type { NotifyMeProps, NotifyMeResult } from '../product/components/NotifyMe/NotifyMe.client';
export {
  type OptionPickerLabels,
  optionPickerLabelsFrom,
} from '../product/components/OptionPicker/labels';
export type { OptionLook, OptionStock } from '../product/components/OptionPicker/OptionContent';
export {
  OptionPicker,
  type OptionPickerLinkProps,
  type OptionPickerProps,
  type OptionPickerRadioProps,
} from '../product/components/OptionPicker/OptionPicker';
export type { OptionLinkComponent } from '../product/components/OptionPicker/optionLink';
export { ProductCard, type ProductCardProps } from '../product/components/ProductCard/ProductCard';
export { galleryImages } from '../product/components/ProductGallery/galleryImages';
export {
  type ProductGalleryLabels,
  productGalleryLabelsFrom,
} from '../product/components/ProductGallery/labels';
export type { ProductGalleryProps } from '../product/components/ProductGallery/ProductGallery.client';
export { StockState, type StockStateProps } from '../product/components/StockState/StockState';
export {
  Questions,
  type QuestionsLabels,
  type QuestionsProps,
  questionsLabelsFrom,
} from '../reviews/components/Questions';
export { Reviews, type ReviewsProps } from '../reviews/components/Reviews/Reviews';
export {
  type BotChallengeLabels,
  botChallengeLabelsFrom,
} from '../security/components/BotChallengeDialog/labels';
export type {
  CaptchaHandle,
  CaptchaProps,
  CaptchaSettings,
} from '../security/components/Captcha/Captcha.client';
export {
  type CaptchaLabels,
  captchaLabelsFrom,
} from '../security/components/Captcha/captchaLabels';
export type { StorePickerProps } from '../stores/components/StorePicker/StorePicker.client';
