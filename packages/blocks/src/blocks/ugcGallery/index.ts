import { defineBlock } from '../../registry/registry';
import { ugcGallerySchema } from './schema';
import { UgcGallery } from './UgcGallery';

/** Registry entry of the `ugcGallery` block (spec 3 §3 "Other blocks", §9 "Content blocks"). */
export const ugcGalleryBlock = defineBlock({
  type: 'ugcGallery',
  schema: ugcGallerySchema,
  Component: UgcGallery,
});

export { demoGalleryMedia, ugcGalleryFixtures } from './fixtures';
export { logGalleryFailure } from './log';
export {
  galleryInitDelayMs,
  galleryLabels,
  galleryUrlFor,
  secondGalleryServiceDelayMs,
} from './rules';
export {
  type UgcGalleryFields,
  ugcGalleryCounts,
  ugcGalleryLayouts,
  ugcGallerySchema,
} from './schema';
export { UgcGallery } from './UgcGallery';
export { UgcGalleryClient } from './UgcGalleryClient.client';
