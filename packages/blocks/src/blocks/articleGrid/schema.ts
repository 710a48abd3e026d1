import * as z from 'zod';

/**
 * Fields of the `articleGrid` block (spec 3 §2 "Article grid", §9 "Lists and carousels"):
 * `title`, `rows` × `columns` (the initial count and page size when both are set, else 3;
 * columns 1-4 from md up), `tagId` (the tag selected on load) and `showFilters` (the filter
 * bar of tag facets, shown by default). Out-of-range numbers are dropped (default applies).
 */
export const articleGridSchema = z.object({
  title: z.string().trim().min(1).optional(),
  rows: z.number().int().min(1).max(10).optional().catch(undefined),
  columns: z.number().int().min(1).max(4).optional().catch(undefined),
  tagId: z.string().trim().min(1).optional(),
  showFilters: z.boolean().catch(true).default(true),
});

/** Validated fields of an article grid. */
export type ArticleGridFields = z.output<typeof articleGridSchema>;
