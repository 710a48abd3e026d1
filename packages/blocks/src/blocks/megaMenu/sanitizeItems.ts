import { sanitize } from '../../html/sanitize';
import type { MenuItem } from './schema';

function clean<T extends { titleHtml?: string | undefined }>(node: T): T {
  const { titleHtml, ...rest } = node;
  const safe = titleHtml === undefined ? '' : sanitize(titleHtml, 'menuTitle');
  return (safe ? { ...rest, titleHtml: safe } : rest) as T;
}

/**
 * The items with every `titleHtml` (levels 1 to 3) sanitized; a title that sanitizes to nothing
 * is dropped, so the plain `title` shows. Runs on the server before anything reaches an island.
 */
export function sanitizeMenuItems(items: readonly MenuItem[]): MenuItem[] {
  return items.map((item) => ({
    ...clean(item),
    columns: item.columns.map((column) => ({
      ...column,
      children: column.children.map((group) => ({
        ...clean(group),
        children: group.children.map(clean),
      })),
    })),
  }));
}
