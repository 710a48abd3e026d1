/**
 * Part of `@storefront/commerce`'s shared face (`src/index.ts`): the catalogue: categories,
 * listings, product pages, variants and stock, search.
 */
export type {
  CatalogService,
  PageOptions,
  RecommendationsOptions,
  ReviewsOptions,
} from '../catalog/catalogService';
export { sizeChartTypeOf, sizeGuideDialogId } from '../catalog/sizeGuide';
export type { StoreService } from '../catalog/storeService';
export { validateAnswer } from '../catalog/validate';
export {
  applyListingChange,
  isFacetSelected,
  type ListingChange,
  type ListingSearchParams,
  type ListingState,
  listingHref,
  listingQuery,
  listingSearchQuery,
  readListingState,
  searchPageQuery,
  searchQueryMaxLength,
  selectedFacetCount,
} from '../category/listingQuery';
export type {
  ArticleSearchOptions,
  ArticleSearchService,
} from '../content-search/articleSearchService';
export {
  addToCartDefaults,
  isAlwaysAvailable,
  lowStockThreshold,
  type StockProduct,
  type StockStateKind,
  stockStateOf,
  type VariantStockState,
  variantQuantity,
} from '../product/stockState';
export {
  choiceFromQuery,
  choiceQuery,
  findVariant,
  missingAttributes,
  optionInStock,
  type PageQuery,
  type VariantChoice,
} from '../product/variantSelection';
export { type ReviewMediaArgs, reviewDialogs } from '../reviews/reviewDialogs';
export {
  defaultReviewRuleMessages,
  type QuestionValues,
  questionSchemaWith,
  type ReviewActionResult,
  type ReviewFormValues,
  type ReviewRuleMessages,
  type ReviewValues,
  reviewRuleMessagesFrom,
  reviewSchemaWith,
} from '../reviews/reviewRules';
