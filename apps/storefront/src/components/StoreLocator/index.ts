export { StoreCard, type StoreCardProps } from './StoreCard';
export { StoreLocator, type StoreLocatorProps, type StoreLocatorSearch } from './StoreLocator';
export { UseMyLocation, type UseMyLocationProps } from './UseMyLocation.client';
export { storesTranslator } from './words';
