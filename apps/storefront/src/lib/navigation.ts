import { localisePath } from '@storefront/api-contract';
import { getSlot } from '@storefront/blocks';
import * as z from 'zod';

/**
 * Header navigation and footer links read from the `menu` and `footer` content documents
 * (spec 2 §7 `menu/{siteId}`, `footer/{siteId}`). The header renders the `megaMenu` blocks of
 * the menu document's main slot (spec 3 §3 "Mega menu") through the block renderer; older
 * documents of flat `menuItem` blocks become a one-level mega menu. Invalid items are skipped,
 * never fatal.
 */

const linkSchema = z.object({
  text: z.string().min(1),
  url: z.string().min(1),
  target: z.enum(['_self', '_blank']).catch('_self'),
});
/** A link of the header or footer. */
export type NavLink = z.infer<typeof linkSchema>;

const menuItemSchema = z.object({
  type: z.literal('menuItem'),
  id: z.string(),
  fields: z.object({
    title: z.string().min(1),
    url: z.string().min(1),
    highlight: z.boolean().catch(false),
  }),
});
/** A top-level header navigation item. */
export interface MenuItem {
  id: string;
  title: string;
  url: string;
  highlight: boolean;
}

const footerColumnSchema = z.object({
  type: z.literal('footerColumn'),
  id: z.string(),
  fields: z.object({ title: z.string().min(1), links: z.array(linkSchema).default([]) }),
});
const footerLegalSchema = z.object({
  type: z.literal('footerLegal'),
  id: z.string(),
  fields: z.object({ text: z.string().min(1), links: z.array(linkSchema).default([]) }),
});
const footerNoteSchema = z.object({
  type: z.literal('footerNote'),
  id: z.string(),
  fields: z.object({ title: z.string().min(1), text: z.string().min(1) }),
});

/** A titled column of footer links. */
export interface FooterColumn {
  id: string;
  title: string;
  links: NavLink[];
}
/** The footer: link columns, an optional note (e.g. a service promise) and the legal line. */
export interface FooterContent {
  columns: FooterColumn[];
  note: { title: string; text: string } | null;
  legal: { text: string; links: NavLink[] } | null;
}

const megaMenuTopSchema = z.object({
  type: z.literal('megaMenu'),
  fields: z.object({
    children: z.array(
      z.object({
        id: z.string(),
        title: z.string().min(1),
        target: z.object({ url: z.string().min(1) }),
        menuStyle: z.string().optional(),
      }),
    ),
  }),
});

/**
 * The top-level items of a menu document's main slot, in order: the top items of its
 * `megaMenu` blocks (`highlight` for `menuStyle: highlight`) and the valid `menuItem` blocks.
 */
export function readMenu(document: unknown): MenuItem[] {
  return getSlot(document).flatMap((node): MenuItem[] => {
    const mega = megaMenuTopSchema.safeParse(node);
    if (mega.success)
      return mega.data.fields.children.map((item) => ({
        id: item.id,
        title: item.title,
        url: item.target.url,
        highlight: item.menuStyle === 'highlight',
      }));
    const parsed = menuItemSchema.safeParse(node);
    return parsed.success ? [{ id: parsed.data.id, ...parsed.data.fields }] : [];
  });
}

/**
 * The blocks the header renders (spec 3 §3 "Mega menu"): the `megaMenu` blocks of the menu
 * document's main slot as they are (the renderer validates them); without any, the valid
 * `menuItem` blocks as one `megaMenu` block of plain top links (URLs localised with
 * {@link localisePath}); `[]` when there is neither.
 */
export function readMegaMenu(document: unknown, localePath: string): unknown[] {
  const slot = getSlot(document);
  const mega = slot.filter((node) => (node as { type?: unknown } | null)?.type === 'megaMenu');
  if (mega.length > 0) return mega;
  const items = readMenu(document);
  if (items.length === 0) return [];
  return [
    {
      type: 'megaMenu',
      id: 'menu-items',
      fields: {
        children: items.map((item) => ({
          id: item.id,
          title: item.title,
          target: { url: localisePath(localePath, item.url), target: '_self' },
          menuStyle: item.highlight ? 'highlight' : 'default',
        })),
      },
    },
  ];
}

/** The footer blocks of a footer document's main slot (`footerColumn`, `footerNote`, `footerLegal`). */
export function readFooter(document: unknown): FooterContent {
  const footer: FooterContent = { columns: [], note: null, legal: null };
  for (const node of getSlot(document)) {
    const column = footerColumnSchema.safeParse(node);
    if (column.success) footer.columns.push({ id: column.data.id, ...column.data.fields });
    const note = footerNoteSchema.safeParse(node);
    if (note.success) footer.note = note.data.fields;
    const legal = footerLegalSchema.safeParse(node);
    if (legal.success) footer.legal = legal.data.fields;
  }
  return footer;
}

/**
 * The blocks of a menu document's `benefits` slot (the benefit bar above the header, spec 3 §3
 * "Benefit bar"), rendered by the block renderer; `[]` without a document.
 */
export function readBenefits(document: unknown): unknown[] {
  return getSlot(document, 'benefits');
}
