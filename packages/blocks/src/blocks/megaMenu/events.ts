/** Analytics event names of the mega menu (spec 3 §9 "Analytics"). */
export const megaMenuEvents = {
  /** A link of the top navigation was followed: data `{ level, text, url, menu }`. */
  topNavLinkClick: 'topNavLinkClick',
  /** A section of the mobile drawer was expanded: data `{ level, title }`. */
  mobileSectionExpand: 'mobileMenuSectionExpand',
} as const;

/** Where a top-nav link click happened: the desktop bar and panels, or the mobile drawer. */
export type MenuSurface = 'desktop' | 'mobile';

/** The data of a top-nav link click from the clicked anchor (its `data-menu-level`, text, href). */
export function linkClickData(anchor: Element, menu: MenuSurface): Record<string, unknown> {
  return {
    level: anchor.getAttribute('data-menu-level') ?? 'unknown',
    text: (anchor.textContent ?? '').trim(),
    url: anchor.getAttribute('href') ?? '',
    menu,
  };
}
