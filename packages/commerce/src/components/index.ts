export * from './AddToCart';
export * from './ColourSwatches';
export {
  type CatalogLabels,
  catalogLabels,
  catalogLabelsEn,
  catalogLabelsFor,
  catalogLabelsFr,
} from './catalogLabels';
export * from './Facets';
export * from './NotifyMe';
export type { OptionLinkComponent } from './optionLink';
export * from './ProductCard';
export * from './ProductGallery';
export * from './ProductGrid';
export * from './Reviews';
export * from './SizePicker';
export * from './SortSelect';
export * from './StockState';
