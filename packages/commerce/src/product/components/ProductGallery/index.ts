export { galleryImages } from './galleryImages';
export { type ProductGalleryLabels, productGalleryLabelsFrom } from './labels';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery.client';
