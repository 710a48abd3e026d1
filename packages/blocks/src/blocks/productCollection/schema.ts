import * as z from 'zod';
import { imageAssetSchema } from '../../model/fields';
import { linkUrlSchema } from '../../model/safeUrl';

/**
 * One item of a collection as the CMS sends it (amounts in major currency units). Product
 * collections need `price` and `currency`; search hub cards are an image, a name and a link.
 */
export const collectionItemSchema = z.object({
  id: z.string().min(1),
  name: z.string().trim().min(1),
  url: linkUrlSchema,
  image: imageAssetSchema,
  /** Current price in major units of `currency`. */
  price: z.number().nonnegative().optional(),
  /** Price before a reduction, in major units; shown struck through when above `price`. */
  originalPrice: z.number().nonnegative().optional(),
  /** ISO 4217 code, e.g. `USD`. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  /** A short label on the card, e.g. `New` or `Best seller`. */
  badge: z.string().optional(),
});
/** A validated collection item. */
export type CollectionItem = z.output<typeof collectionItemSchema>;

/** A CSS length of a slide: `19.25rem`, `240px`, `80%`, `45vw`. */
const cssLength = z.string().regex(/^\d+(\.\d+)?(rem|px|%|vw)$/);
/** Spacing sizes of the CMS (`slidePadding`, `margin`). */
export const collectionSpacings = ['none', 'small', 'medium', 'large'] as const;
/** A spacing size of the CMS. */
export type CollectionSpacing = (typeof collectionSpacings)[number];
const spacing = z.enum(collectionSpacings);

/**
 * Settings of one breakpoint (spec 3 §3 "Collection" breakpoints). Every field is optional and a
 * bad value is dropped (the breakpoint then inherits, see {@link resolveCollectionBreakpoints}).
 */
export const collectionBreakpointSchema = z.object({
  type: z.enum(['carousel', 'grid']).optional().catch(undefined),
  /** Cards per view (carousel) or columns (grid); overrides the variant's card width. */
  slidesPerView: z.number().min(1).max(6).optional().catch(undefined),
  slideWidth: cssLength.optional().catch(undefined),
  slideMaxWidth: cssLength.optional().catch(undefined),
  /** Space between slides. */
  slidePadding: spacing.optional().catch(undefined),
  /** Space above and below the collection. */
  margin: spacing.optional().catch(undefined),
  showArrows: z.boolean().optional().catch(undefined),
  showIndicators: z.boolean().optional().catch(undefined),
  showProgress: z.boolean().optional().catch(undefined),
  autoplay: z.boolean().optional().catch(undefined),
  /** Seconds between automatic moves (spec 3 §9: × 1000 ms). */
  autorotateTime: z.number().positive().max(60).optional().catch(undefined),
  loop: z.boolean().optional().catch(undefined),
});
/** One breakpoint's CMS settings. */
export type CollectionBreakpoint = z.output<typeof collectionBreakpointSchema>;

/** Collection types: product cards, or search hub cards (image and name). */
export const collectionTypes = ['product', 'searchHub'] as const;
/** Collection variants of spec 3 §3. */
export const collectionVariants = ['threeCardGrid', 'highlightCenter'] as const;

/**
 * Fields of the `productCollection` block (spec 3 §3 "Collection"): `name` (the CMS entry's
 * name; `[stacked]` in it forces a full-width grid on md and lg), `type`, `variant`, a `title`
 * in its `titleHeadingTag`, its `alignment`, a `textLink`, the `items` (at least one; product
 * items need `price` and `currency`) and settings per breakpoint (sm / md / lg). Bad enum values
 * fall back to their defaults.
 */
export const productCollectionSchema = z
  .object({
    name: z.string().optional(),
    type: z.enum(collectionTypes).catch('product'),
    variant: z.enum(collectionVariants).optional().catch(undefined),
    title: z.string().trim().min(1).optional(),
    titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
    alignment: z.enum(['left', 'center']).catch('left'),
    /** An optional "view all" link next to the title. */
    textLink: z.object({ text: z.string().min(1), url: linkUrlSchema }).optional(),
    items: z.array(collectionItemSchema).min(1),
    breakpoints: z
      .object({
        sm: collectionBreakpointSchema.optional(),
        md: collectionBreakpointSchema.optional(),
        lg: collectionBreakpointSchema.optional(),
      })
      .default({}),
  })
  .superRefine((fields, ctx) => {
    if (fields.type !== 'product') return;
    fields.items.forEach((item, index) => {
      for (const key of ['price', 'currency'] as const) {
        if (item[key] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['items', index, key],
            message: `A product item needs a ${key}`,
          });
      }
    });
  });

/** Validated fields of a collection. */
export type ProductCollectionFields = z.output<typeof productCollectionSchema>;
