import * as z from 'zod';

/**
 * Nested blocks of a wrapper: kept as CMS JSON here and validated one by one by `RenderBlocks`
 * when rendered, so one bad child never invalidates its wrapper.
 */
export const nestedBlocksSchema = z.array(z.unknown()).default([]);

/** One variant of an experience (spec 3 §3 "Experience"): its name, id and nested blocks. */
export const experienceVariantSchema = z.object({
  name: z.string().trim().min(1),
  variantId: z.string().trim().min(1),
  targets: nestedBlocksSchema,
});
/** A validated experience variant. */
export type ExperienceVariant = z.output<typeof experienceVariantSchema>;

/**
 * Fields of the `experience` wrapper (spec 3 §3 "Experience", §4 "Experience"): the baselines
 * shown until a decision selects a variant, the variants, and the page event sent on click.
 */
export const experienceSchema = z.object({
  experienceId: z.string().trim().min(1),
  baselines: nestedBlocksSchema,
  variants: z.array(experienceVariantSchema).default([]),
  /** Page event name sent through analytics when the shopper clicks inside; none when unset. */
  trackingEvent: z.string().trim().min(1).optional(),
});

/** Validated fields of an experience block. */
export type ExperienceFields = z.output<typeof experienceSchema>;
