import * as z from 'zod';

/** Fields of the `richText` block (spec 3 §1 "rich text"): HTML from the CMS, sanitized on render. */
export const richTextSchema = z.object({
  html: z.string().trim().min(1),
  /** Reading width: `narrow` (about 65 characters) or the page `container`. */
  width: z.enum(['narrow', 'container']).catch('narrow'),
  alignment: z.enum(['left', 'center']).catch('left'),
});

/** Validated fields of a rich text block. */
export type RichTextFields = z.output<typeof richTextSchema>;
