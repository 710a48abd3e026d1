export * from './AddToCart';
export {
  type CatalogLabels,
  catalogLabels,
  catalogLabelsEn,
  catalogLabelsFor,
  catalogLabelsFr,
} from './catalogLabels';
export * from './Facets';
export * from './NotifyMe';
export * from './OptionPicker';
export * from './ProductCard';
export * from './ProductGallery';
export * from './ProductGrid';
export * from './Reviews';
export * from './SortSelect';
export * from './StockState';
