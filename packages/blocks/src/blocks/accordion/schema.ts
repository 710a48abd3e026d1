import * as z from 'zod';

/** One accordion section: a `title` (the trigger's label) and its `richText` (HTML, sanitized). */
export const accordionItemSchema = z.object({
  title: z.string().trim().min(1),
  richText: z.string().trim().min(1),
});
/** A validated accordion section. */
export type AccordionBlockItem = z.output<typeof accordionItemSchema>;

/**
 * Fields of the `accordion` block (spec 3 §1 "accordions"): an optional `title`
 * (`titleHeadingTag`; section titles are one level below it), the `items` (1 to 30 sections of
 * title + rich text), `allowMultiple` (several sections open at once), `defaultOpen` (`none`,
 * `first` section or `all` — `all` only with `allowMultiple`) and the reading `width`.
 */
export const accordionSchema = z.object({
  title: z.string().trim().min(1).optional(),
  titleHeadingTag: z.enum(['h2', 'h3', 'h4']).catch('h2'),
  items: z.array(accordionItemSchema).min(1).max(30),
  allowMultiple: z.boolean().catch(false),
  defaultOpen: z.enum(['none', 'first', 'all']).catch('none'),
  width: z.enum(['narrow', 'container']).catch('narrow'),
});

/** Validated fields of an accordion block. */
export type AccordionBlockFields = z.output<typeof accordionSchema>;
