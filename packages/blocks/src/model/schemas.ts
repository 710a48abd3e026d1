import * as z from 'zod';

/**
 * A block node as the CMS sends it: `{ type, id, fields }` (design.md "The renderer's rules").
 * `fields` stays loosely typed here; each block's own schema validates it in the renderer.
 */
export const blockNodeSchema = z.object({
  /** The block type, the registry key (e.g. `heroBanner`). */
  type: z.string().min(1),
  /** Unique id of the block inside its document; used for keys, logs and the preview placeholder. */
  id: z.string().min(1),
  /** The block's fields, validated later by the block's schema. */
  fields: z.record(z.string(), z.unknown()).default({}),
});

/** A block node (see {@link blockNodeSchema}). */
export type BlockNode = z.infer<typeof blockNodeSchema>;

/** The named slots of a document, each an ordered list of blocks (e.g. `slots.main`). */
export const slotsSchema = z.record(z.string(), z.array(z.unknown()));

/** SEO metadata of a content document. */
export const seoSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
});

/**
 * A content document as returned by the content service (spec 2 §7): a page, menu, footer,
 * fragment… made of slots of blocks. Blocks inside slots are `unknown` at this level: the
 * renderer validates each one on its own, so one bad block never invalidates the document.
 */
export const contentDocumentSchema = z.object({
  id: z.string(),
  /** Document type: page, menu, footer, popups, category, product, augmentedpage, fragment… */
  docType: z.string(),
  /** Page kind of spec 3 §2 (generic, category, product, cart…); its slots: `pageKindSlots`. */
  pageKind: z.string().optional(),
  slug: z.string().optional(),
  siteId: z.string().optional(),
  /** Locale path, e.g. `en-us`. */
  locale: z.string().optional(),
  title: z.string().optional(),
  seo: seoSchema.optional(),
  layoutVariant: z.string().optional(),
  /** ISO 8601 date-times; `end: null` means open-ended. */
  schedule: z
    .object({ start: z.string().nullable().optional(), end: z.string().nullable().optional() })
    .optional(),
  updatedAt: z.string().optional(),
  slots: slotsSchema.default({}),
});

/** A content document (see {@link contentDocumentSchema}). */
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/**
 * The blocks of one slot of a document, or `[]` when the slot is absent or not a list.
 * @param document any value shaped like a {@link ContentDocument}
 * @param slot slot name, `main` by default
 */
export function getSlot(document: unknown, slot = 'main'): unknown[] {
  if (typeof document !== 'object' || document === null) return [];
  const slots = (document as { slots?: unknown }).slots;
  if (typeof slots !== 'object' || slots === null) return [];
  const blocks = (slots as Record<string, unknown>)[slot];
  return Array.isArray(blocks) ? blocks : [];
}
