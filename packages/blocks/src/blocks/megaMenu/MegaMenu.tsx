import type { BlockProps } from '../../registry/registry';
import { megaMenuLabels } from './labels';
import * as styles from './MegaMenu.css';
import { MegaMenuBar } from './MegaMenuBar.client';
import { MegaMenuDrawer } from './MegaMenuDrawer.client';
import { MegaMenuPanel } from './MegaMenuPanel';
import { sanitizeMenuItems } from './sanitizeItems';
import { hasPanel, type MegaMenuFields } from './schema';

/**
 * The mega menu (spec 3 §3 "Mega menu", §9: bar height 2.35rem): a `<nav>` with
 * the bar of top items and, below lg, a Menu button opening a drawer (ui Dialog panel) where levels
 * 2 and 3 are expandable sections. Server-rendered: every top item is a real link and the desktop
 * panels are in the HTML (hidden), so the menu works without JavaScript; the bar island adds hover
 * intent, keyboard (arrows, Enter/Space, Escape, Tab) and touch (first tap opens, second follows).
 * `titleHtml` is sanitized here. Analytics through the services: top-nav link click and mobile
 * section expand (`megaMenuEvents`).
 */
export function MegaMenu({ fields, id, type, services }: BlockProps<MegaMenuFields>) {
  const labels = megaMenuLabels(services);
  const items = sanitizeMenuItems(fields.children);
  return (
    <nav
      className={styles.root}
      aria-label={fields.label ?? labels.navigation}
      data-block-type={type}
      data-block-id={id}
    >
      <MegaMenuDrawer items={items} labels={labels} />
      <MegaMenuBar
        items={items.map((item) => ({
          id: item.id,
          title: item.title,
          ...(item.titleHtml ? { titleHtml: item.titleHtml } : {}),
          target: item.target,
          menuStyle: item.menuStyle,
          ...(item.menuIcon ? { menuIcon: item.menuIcon } : {}),
          panel: hasPanel(item) ? (
            <MegaMenuPanel item={item} shopAllLabel={labels.shopAll} />
          ) : null,
        }))}
      />
    </nav>
  );
}
