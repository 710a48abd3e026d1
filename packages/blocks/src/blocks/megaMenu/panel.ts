import type { MenuItem } from './schema';

/**
 * Whether a top item opens a panel (it has columns, a banner or visual selectors). In a module
 * of its own, without zod, so the client islands (the mobile drawer) that call it do not ship
 * the block's schema and zod to the browser (design: schemas are not shipped for static blocks).
 */
export function hasPanel(item: MenuItem): boolean {
  return (
    item.columns.length > 0 || item.menuBanner !== undefined || item.visualSelectors.length > 0
  );
}
