import * as z from 'zod';

/** The fields of the brand's `openingHours` block, as the CMS sends them. */
export const openingHoursSchema = z.object({
  storeName: z.string().min(1),
  days: z
    .array(
      z.object({
        day: z.string().min(1),
        /** Empty or absent: closed that day. */
        hours: z.string().optional(),
      }),
    )
    .min(1),
});

export type OpeningHoursFields = z.output<typeof openingHoursSchema>;
