import * as z from 'zod';
import { linkUrlSchema } from '../../model/safeUrl';
import { galleryKinds } from '../../services/editorial';

/** Layouts of a gallery: a swipeable carousel or a grid. */
export const ugcGalleryLayouts = ['carousel', 'grid'] as const;

/** Default items per gallery load, and the largest the gallery service serves (spec 2 §7). */
export const ugcGalleryCounts = { default: 12, max: 50 } as const;

/**
 * Fields of the `ugcGallery` block (spec 3 §3 "Other blocks": user-generated-content galleries
 * of two kinds of gallery service; spec 3 §9 "Content blocks"): `kind` (`stream` or `customer`,
 * the second service, which initialises after 500 ms), `containerId` (required: the stream or
 * customer id), `filter` (a category of the service), `title`, `galleryUrls` (locale path →
 * URL of the full gallery) with `defaultLocale`, `count` of items (1-50, default 12) and
 * `layout`. Bad enum and count values fall back to their defaults.
 */
export const ugcGallerySchema = z.object({
  kind: z.enum(galleryKinds).catch('stream'),
  containerId: z.string().trim().min(1),
  filter: z.string().trim().min(1).optional(),
  title: z.string().trim().min(1).optional(),
  galleryUrls: z.record(z.string().min(2), linkUrlSchema).default({}),
  defaultLocale: z.string().min(2).catch('en-us'),
  count: z.number().int().min(1).max(ugcGalleryCounts.max).catch(ugcGalleryCounts.default),
  layout: z.enum(ugcGalleryLayouts).catch('carousel'),
});

/** Validated fields of a gallery. */
export type UgcGalleryFields = z.output<typeof ugcGallerySchema>;
