export { galleryImages } from './galleryImages';
export { ProductGallery, type ProductGalleryProps } from './ProductGallery.client';
