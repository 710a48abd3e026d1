import * as z from 'zod';

/**
 * Fields of the `anchor` block (spec 3 §1 "anchors"): an in-page target for links such as
 * `#size-guide`. `anchorId` is the element id (a letter, then letters, digits, `-` or `_`; at
 * most 64 characters); `label` names the anchor for editors (shown only in preview);
 * `scrollOffset` (`header`, the default, keeps the target clear of a sticky header; `none`).
 */
export const anchorSchema = z.object({
  anchorId: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Use a letter, then letters, digits, - or _ (max 64)'),
  label: z.string().optional(),
  scrollOffset: z.enum(['header', 'none']).catch('header'),
});

/** Validated fields of an anchor block. */
export type AnchorFields = z.output<typeof anchorSchema>;
