import { spaceScale } from '@storefront/ui';
import * as z from 'zod';

const space = z.enum(
  spaceScale as unknown as [(typeof spaceScale)[number], ...(typeof spaceScale)[number][]],
);

/**
 * Fields of the `spacer` block (spec 3 §3 "Other blocks": spacer): vertical space from the
 * theme's space scale per breakpoint — `size.sm` (default `xl`), `size.md` and `size.lg` (each
 * falls back to the next smaller breakpoint when absent or not on the scale) — and an optional
 * `divider` line in the middle.
 */
export const spacerSchema = z.object({
  size: z
    .object({
      sm: space.catch('xl'),
      md: space.optional().catch(undefined),
      lg: space.optional().catch(undefined),
    })
    .catch({ sm: 'xl' })
    .default({ sm: 'xl' }),
  divider: z.boolean().catch(false),
});

/** Validated fields of a spacer block. */
export type SpacerFields = z.output<typeof spacerSchema>;
