import * as z from 'zod';
import { nestedBlocksSchema } from '../experience/schema';

/**
 * Fields of the `filterBy` wrapper (spec 3 §2 "Filter-by block"): `variant` `bySku` compares the
 * product code of a product path, `byCategory` the category id of a category path; `operator`
 * `IN` shows `children` when that id is in `ids`, `NOT IN` when it is not. Bad enum values fall
 * back to `bySku` / `IN`.
 */
export const filterBySchema = z.object({
  variant: z.enum(['bySku', 'byCategory']).catch('bySku'),
  operator: z.enum(['IN', 'NOT IN']).catch('IN'),
  ids: z.array(z.string().trim().min(1)).default([]),
  children: nestedBlocksSchema,
});

/** Validated fields of a filter-by block. */
export type FilterByFields = z.output<typeof filterBySchema>;
