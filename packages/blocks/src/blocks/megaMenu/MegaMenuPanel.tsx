import { Stack } from '@storefront/ui';
import { shopAllText } from './labels';
import * as styles from './MegaMenu.css';
import { linkProps, MenuTitle } from './menuLink';
import { MenuBannerLink, VisualSelectors } from './parts';
import type { MenuItem } from './schema';

/**
 * The desktop panel of a top item (server-rendered, shown by the bar island): the "Shop all" link
 * (unless `hideShopAll.lg`; text and URL from `overrideShopAll` when set), the `columns` of
 * level-2 items with their level-3 links, the visual selectors (first with `menuStyle: visual`)
 * and the menu banner. Every group carries `data-menu-group` for arrow-key moves between groups.
 */
export function MegaMenuPanel({ item, shopAllLabel }: { item: MenuItem; shopAllLabel: string }) {
  const visual = (
    <VisualSelectors selectors={item.visualSelectors} title={item.visualSelectorsTitle} />
  );
  return (
    <div className={styles.panelInner}>
      <Stack gap="lg">
        {item.hideShopAll.lg ? null : (
          <a
            className={styles.shopAll}
            {...linkProps({
              url: item.overrideShopAll?.url ?? item.target.url,
              target: item.target.target,
            })}
            data-menu-level="shopAll"
            data-menu-group=""
          >
            {shopAllText(shopAllLabel, item.title, item.overrideShopAll?.text)}
          </a>
        )}
        {item.menuStyle === 'visual' ? visual : null}
        {item.columns.length > 0 ? (
          <div className={styles.columns}>
            {item.columns.map((column) => (
              <Stack key={column.id} gap="md" data-menu-group="">
                {column.children.map((group) => (
                  <Stack key={group.id} gap="xs">
                    {group.target ? (
                      <a
                        className={styles.groupTitle}
                        {...linkProps(group.target)}
                        data-menu-level="2"
                      >
                        <MenuTitle title={group.title} titleHtml={group.titleHtml} />
                      </a>
                    ) : (
                      <p className={styles.groupTitle}>
                        <MenuTitle title={group.title} titleHtml={group.titleHtml} />
                      </p>
                    )}
                    {group.children.length > 0 ? (
                      <ul className={styles.linkList}>
                        {group.children.map((link) => (
                          <li key={link.id}>
                            <a
                              className={styles.link}
                              {...linkProps(link.target)}
                              data-menu-level="3"
                            >
                              <MenuTitle title={link.title} titleHtml={link.titleHtml} />
                            </a>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </Stack>
                ))}
              </Stack>
            ))}
          </div>
        ) : null}
        {item.menuStyle === 'visual' ? null : visual}
      </Stack>
      {item.menuBanner ? <MenuBannerLink banner={item.menuBanner} /> : <span />}
    </div>
  );
}
