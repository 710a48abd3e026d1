'use client';

import { Dialog, Icon } from '@storefront/ui';
import { type MouseEvent, useId, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import { linkClickData, megaMenuEvents } from './events';
import { shopAllText } from './labels';
import * as styles from './MegaMenu.css';
import type { MegaMenuDrawerProps } from './MegaMenuDrawer.client';
import { linkProps, MenuTitle } from './menuLink';
import { hasPanel } from './panel';
import { MenuBannerLink, VisualSelectors } from './parts';
import type { MenuGroup, MenuItem } from './schema';

/** Props of {@link MegaMenuDrawerPanel}: the drawer's items and labels, and its open state. */
export interface MegaMenuDrawerPanelProps extends MegaMenuDrawerProps {
  /** Whether the drawer is open (the Menu button's state, in `MegaMenuDrawer`). */
  open: boolean;
  /** Called with `false` when the drawer closes (Escape, Close, outside press). */
  onOpenChange: (open: boolean) => void;
}

/**
 * The mobile menu's drawer (spec 3 §3 "Mega menu"; ui Dialog, `panel` presentation, opened by
 * `MegaMenuDrawer`'s Menu button; its own chunk, loaded on the first intent to open) with the
 * three levels: a top item with a panel is a section button that expands its level-2 items
 * (plus "Shop all" unless `hideShopAll.sm`, its visual selectors and banner); a level-2 item
 * with children expands its level-3 links. Expanding sends the mobile section expand event, a
 * followed link the top-nav link click event (spec 3 §9 "Analytics").
 */
export function MegaMenuDrawerPanel({
  items,
  labels,
  open,
  onOpenChange,
}: MegaMenuDrawerPanelProps) {
  const { analytics } = useBlockServices();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const baseId = useId();

  const toggle = (key: string, title: string, level: 1 | 2) => {
    const opening = !expanded.has(key);
    setExpanded((current) => {
      const next = new Set(current);
      if (opening) next.add(key);
      else next.delete(key);
      return next;
    });
    if (opening)
      analytics.track({
        name: megaMenuEvents.mobileSectionExpand,
        blockType: 'megaMenu',
        data: { level, title },
      });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a[href]');
    if (!anchor) return;
    analytics.track({
      name: megaMenuEvents.topNavLinkClick,
      blockType: 'megaMenu',
      data: linkClickData(anchor, 'mobile'),
    });
  };

  const section = (key: string, title: string, level: 1 | 2, className: string) => ({
    button: {
      type: 'button' as const,
      className,
      'aria-expanded': expanded.has(key),
      'aria-controls': `${baseId}-${key}`,
      onClick: () => toggle(key, title, level),
    },
    region: { id: `${baseId}-${key}`, hidden: !expanded.has(key) },
  });

  const renderGroup = (item: MenuItem, group: MenuGroup) => {
    if (group.children.length === 0)
      return group.target ? (
        <li key={group.id}>
          <a className={styles.drawerSubRow} {...linkProps(group.target)} data-menu-level="2">
            <MenuTitle title={group.title} titleHtml={group.titleHtml} />
          </a>
        </li>
      ) : null;
    const parts = section(`${item.id}-${group.id}`, group.title, 2, styles.drawerSubRow);
    return (
      <li key={group.id}>
        <button {...parts.button}>
          <MenuTitle title={group.title} titleHtml={group.titleHtml} />
          <Icon className={styles.chevron} name="chevron-down" size="sm" />
        </button>
        <ul className={`${styles.drawerList} ${styles.drawerSection}`} {...parts.region}>
          {group.target ? (
            <li>
              <a className={styles.drawerSubRow} {...linkProps(group.target)} data-menu-level="2">
                {shopAllText(labels.shopAll, group.title)}
              </a>
            </li>
          ) : null}
          {group.children.map((link) => (
            <li key={link.id}>
              <a className={styles.drawerSubRow} {...linkProps(link.target)} data-menu-level="3">
                <MenuTitle title={link.title} titleHtml={link.titleHtml} />
              </a>
            </li>
          ))}
        </ul>
      </li>
    );
  };

  const rowClass = (item: MenuItem) =>
    item.menuStyle === 'highlight'
      ? `${styles.drawerRow} ${styles.drawerRowHighlight}`
      : styles.drawerRow;

  return (
    <Dialog
      presentation="panel"
      title={labels.menu}
      closeLabel={labels.close}
      open={open}
      onOpenChange={onOpenChange}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: click delegation for analytics only */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links handle their own keys */}
      <div onClick={onClick}>
        <ul className={styles.drawerList}>
          {items.map((item) => {
            const title = (
              <MenuTitle title={item.title} titleHtml={item.titleHtml} icon={item.menuIcon} />
            );
            if (!hasPanel(item))
              return (
                <li key={item.id}>
                  <a className={rowClass(item)} {...linkProps(item.target)} data-menu-level="1">
                    {title}
                  </a>
                </li>
              );
            const parts = section(item.id, item.title, 1, rowClass(item));
            const groups = item.columns.flatMap((column) => column.children);
            return (
              <li key={item.id}>
                <button {...parts.button}>
                  {title}
                  <Icon className={styles.chevron} name="chevron-down" size="sm" />
                </button>
                <div className={styles.drawerSection} {...parts.region}>
                  <ul className={styles.drawerList}>
                    {item.hideShopAll.sm ? null : (
                      <li>
                        <a
                          className={styles.drawerSubRow}
                          {...linkProps({
                            url: item.overrideShopAll?.url ?? item.target.url,
                            target: item.target.target,
                          })}
                          data-menu-level="shopAll"
                        >
                          {shopAllText(labels.shopAll, item.title, item.overrideShopAll?.text)}
                        </a>
                      </li>
                    )}
                    {groups.map((group) => renderGroup(item, group))}
                  </ul>
                  {item.visualSelectors.length > 0 || item.menuBanner ? (
                    <div className={styles.drawerExtras}>
                      <VisualSelectors
                        selectors={item.visualSelectors}
                        title={item.visualSelectorsTitle}
                      />
                      {item.menuBanner ? <MenuBannerLink banner={item.menuBanner} /> : null}
                    </div>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
