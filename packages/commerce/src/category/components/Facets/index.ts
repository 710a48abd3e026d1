export { Facets, type FacetsProps } from './Facets';
