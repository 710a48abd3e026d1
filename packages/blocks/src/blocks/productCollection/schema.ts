import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';

/** One product of a collection as the CMS sends it (amounts in major currency units). */
export const collectionItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  url: z.string().min(1),
  image: imageAssetSchema,
  /** Current price in major units of `currency`. */
  price: z.number().nonnegative(),
  /** Price before a reduction, in major units; shown struck through when above `price`. */
  originalPrice: z.number().nonnegative().optional(),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** A short label on the card, e.g. `New` or `Best seller`. */
  badge: z.string().optional(),
});
/** A validated collection item. */
export type CollectionItem = z.output<typeof collectionItemSchema>;

const slidesPerView = z.number().min(1).max(6);

/** Carousel settings per breakpoint (spec 3 §3 "Collection" breakpoints, the subset of this issue). */
export const collectionBreakpointSchema = z.object({
  slidesPerView: slidesPerView.optional().catch(undefined),
  showArrows: z.boolean().optional().catch(undefined),
  showIndicators: z.boolean().optional().catch(undefined),
  showProgress: z.boolean().optional().catch(undefined),
});

/** Carousel settings of one breakpoint, after defaults. */
export interface CollectionBreakpointSettings {
  slidesPerView: number;
  showArrows: boolean;
  showIndicators: boolean;
  showProgress: boolean;
}

/** Defaults per breakpoint: 1.5 / 3 / 4 slides; arrows from md; progress on sm only. */
export const collectionBreakpointDefaults: Record<
  'sm' | 'md' | 'lg',
  CollectionBreakpointSettings
> = {
  sm: { slidesPerView: 1.5, showArrows: false, showIndicators: false, showProgress: true },
  md: { slidesPerView: 3, showArrows: true, showIndicators: false, showProgress: false },
  lg: { slidesPerView: 4, showArrows: true, showIndicators: false, showProgress: false },
};

/**
 * Fields of the `productCollection` block (spec 3 §3 "Collection"): a title with its heading tag,
 * products from the CMS, and carousel settings per breakpoint. At least one item is required.
 */
export const productCollectionSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  /** An optional "view all" link next to the title. */
  textLink: z.object({ text: z.string().min(1), url: z.string().min(1) }).optional(),
  items: z.array(collectionItemSchema).min(1),
  breakpoints: z
    .object({
      sm: collectionBreakpointSchema.optional(),
      md: collectionBreakpointSchema.optional(),
      lg: collectionBreakpointSchema.optional(),
    })
    .default({}),
});

/** Validated fields of a product collection. */
export type ProductCollectionFields = z.output<typeof productCollectionSchema>;

type Setting = keyof CollectionBreakpointSettings;

/**
 * A carousel setting per breakpoint: the CMS value, else the next smaller breakpoint's CMS
 * value, else the default of that breakpoint.
 */
export function resolveBreakpointSetting<K extends Setting>(
  breakpoints: ProductCollectionFields['breakpoints'],
  key: K,
): Record<'sm' | 'md' | 'lg', CollectionBreakpointSettings[K]> {
  const sm = breakpoints.sm?.[key] ?? collectionBreakpointDefaults.sm[key];
  const md = breakpoints.md?.[key] ?? breakpoints.sm?.[key] ?? collectionBreakpointDefaults.md[key];
  const lg =
    breakpoints.lg?.[key] ??
    breakpoints.md?.[key] ??
    breakpoints.sm?.[key] ??
    collectionBreakpointDefaults.lg[key];
  return { sm, md, lg } as Record<'sm' | 'md' | 'lg', CollectionBreakpointSettings[K]>;
}
