/**
 * Section navigation of content pages (spec 2 §7 content service `children`): the pages of a
 * section (e.g. the help pages under `help`) list their section's pages as a
 * `secondaryNavigation` block (spec 3 §1), built from the `children/{siteId}/{parentPageSlug}`
 * documents; the block marks the current page itself (`aria-current`).
 */

/** The slugs of the content pages that head a section (`help`: every `help/…` page). */
export const contentSections = ['help'] as const;

/** A page listed by a `children` document: its slug and title. */
export interface ChildPage {
  slug: string;
  title: string;
}

/**
 * The parents whose children a page's section navigation lists, outermost first: the section
 * root for any page of the section, and the page's second-level ancestor (or itself) below
 * it. `help` → `['help']`; `help/returns/how-to-return` → `['help', 'help/returns']`;
 * a page of no section → `[]`.
 */
export function sectionParentsOf(slug: string): string[] {
  const segments = slug.split('/').filter(Boolean);
  const root = segments[0];
  if (!root || !(contentSections as readonly string[]).includes(root)) return [];
  return segments.length >= 2 ? [root, segments.slice(0, 2).join('/')] : [root];
}

/**
 * The child pages of a `children` document (`slots.main` entries `{ fields: { slug, title } }`);
 * entries without a slug or a title are skipped.
 */
export function childPagesOf(document: { slots?: Record<string, unknown[]> } | null): ChildPage[] {
  const entries = document?.slots?.main ?? [];
  return entries.flatMap((entry) => {
    const fields = (entry as { fields?: { slug?: unknown; title?: unknown } }).fields;
    return typeof fields?.slug === 'string' && typeof fields.title === 'string' && fields.title
      ? [{ slug: fields.slug, title: fields.title }]
      : [];
  });
}

/** A `secondaryNavigation` block as the renderer takes it (validated there). */
export interface SectionNavigationBlock {
  type: 'secondaryNavigation';
  id: string;
  fields: { title: string; alignment: 'left'; links: { text: string; url: string }[] };
}

/**
 * The section navigation of one parent: the parent page, then its children, as links under
 * `/{localePath}/`; named by the parent's title. `null` when the parent has no children (a
 * navigation of one link says nothing).
 * @param localePath e.g. `en-us`
 * @param parent the parent's slug and title (the `children` document's `slug` and `title`)
 */
export function sectionNavigationBlock(
  localePath: string,
  parent: ChildPage,
  children: readonly ChildPage[],
): SectionNavigationBlock | null {
  if (children.length === 0) return null;
  return {
    type: 'secondaryNavigation',
    id: `section-nav-${parent.slug.replaceAll('/', '-')}`,
    fields: {
      title: parent.title,
      alignment: 'left',
      links: [parent, ...children].map((page) => ({
        text: page.title,
        url: `/${localePath}/${page.slug}`,
      })),
    },
  };
}
