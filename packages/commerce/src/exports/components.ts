/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the shared commerce components
 * that carry no `'use client'`.
 */
export {
  type BotChallengeLabels,
  botChallengeLabelsFrom,
} from '../components/BotChallengeDialog/labels';
export type {
  CaptchaHandle,
  CaptchaProps,
  CaptchaSettings,
} from '../components/Captcha/Captcha.client';
export { type CaptchaLabels, captchaLabelsFrom } from '../components/Captcha/captchaLabels';
export {
  type CatalogLabels,
  catalogLabelsFrom,
  priceLabelsFrom,
} from '../components/catalogLabels';
export { Facets, type FacetsProps } from '../components/Facets/Facets';
export { type NotifyMeLabels, notifyMeLabelsFrom } from '../components/NotifyMe/labels';
export type { NotifyMeProps, NotifyMeResult } from '../components/NotifyMe/NotifyMe.client';
export { type OptionPickerLabels, optionPickerLabelsFrom } from '../components/OptionPicker/labels';
export type { OptionLook, OptionStock } from '../components/OptionPicker/OptionContent';
export {
  OptionPicker,
  type OptionPickerLinkProps,
  type OptionPickerProps,
  type OptionPickerRadioProps,
} from '../components/OptionPicker/OptionPicker';
export type { OptionLinkComponent } from '../components/OptionPicker/optionLink';
export {
  basketLines,
  OrderLines,
  type OrderLinesProps,
  type OrderLinesSource,
} from '../components/OrderLines/OrderLines';
export { ProductCard, type ProductCardProps } from '../components/ProductCard/ProductCard';
export { galleryImages } from '../components/ProductGallery/galleryImages';
export {
  type ProductGalleryLabels,
  productGalleryLabelsFrom,
} from '../components/ProductGallery/labels';
export type { ProductGalleryProps } from '../components/ProductGallery/ProductGallery.client';
export { ProductGrid, type ProductGridProps } from '../components/ProductGrid/ProductGrid';
export {
  Questions,
  type QuestionsLabels,
  type QuestionsProps,
  questionsLabelsFrom,
} from '../components/Questions';
export { type QuickShopLabels, quickShopLabelsFrom } from '../components/QuickShop/labels';
export type { QuickShopProps, QuickShopSettings } from '../components/QuickShop/QuickShop.client';
export { Reviews, type ReviewsProps } from '../components/Reviews/Reviews';
export type { SortSelectLabels, SortSelectProps } from '../components/SortSelect/SortSelect.client';
export { StockState, type StockStateProps } from '../components/StockState/StockState';
export type { StorePickerProps } from '../components/StorePicker/StorePicker.client';
export { Totals, type TotalsProps } from '../components/Totals/Totals';
