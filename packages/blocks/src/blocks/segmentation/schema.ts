import * as z from 'zod';
import { nestedBlocksSchema } from '../experience/schema';

/**
 * One segment (spec 3 §3 "Segmentation"): `id` is a segment condition of spec 3 §6
 * (e.g. `loyaltyMember`, or `not:loyaltyMember` for its negation) and `targets` the nested
 * blocks shown when it holds. An unknown condition never holds.
 */
export const segmentSchema = z.object({
  id: z.string().trim().min(1),
  targets: nestedBlocksSchema,
});

/** Fields of the `segmentation` wrapper (spec 3 §3 "Segmentation", §4 "Segmentation"). */
export const segmentationSchema = z.object({
  segments: z.array(segmentSchema).default([]),
  baselines: nestedBlocksSchema,
});

/** Validated fields of a segmentation block. */
export type SegmentationFields = z.output<typeof segmentationSchema>;
