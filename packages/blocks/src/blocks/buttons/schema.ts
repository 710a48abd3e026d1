import * as z from 'zod';

/** One button: text, url, target attribute and the ui Button `variant` (default primary). */
export const buttonItemSchema = z.object({
  text: z.string().trim().min(1),
  url: z.string().min(1),
  target: z.enum(['_self', '_blank']).catch('_self'),
  variant: z.enum(['primary', 'secondary', 'tertiary', 'link']).catch('primary'),
});
/** A validated button. */
export type ButtonItem = z.output<typeof buttonItemSchema>;

/**
 * Fields of the `buttons` block (spec 3 §1 "buttons"): a group of 1 to 6 ui Buttons (links:
 * text, url, target attribute, variant), their `size` (`sm` / `md` / `lg`), `alignment` (`left`
 * / `center` / `right`) and `fullWidthOnSm` (stacked, full-width buttons on small screens).
 */
export const buttonsSchema = z.object({
  buttons: z.array(buttonItemSchema).min(1).max(6),
  size: z.enum(['sm', 'md', 'lg']).catch('md'),
  alignment: z.enum(['left', 'center', 'right']).catch('left'),
  fullWidthOnSm: z.boolean().catch(false),
});

/** Validated fields of a buttons block. */
export type ButtonsFields = z.output<typeof buttonsSchema>;
