import { placeholders } from '@storefront/ui';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';

/** Texts of the mega menu's own controls (`blocks` namespace, `megaMenu.*`). */
export interface MegaMenuLabels {
  /** Accessible name of the navigation. */
  navigation: string;
  /** The button that opens the mobile drawer, and the drawer's title. */
  menu: string;
  /** Close button of the drawer. */
  close: string;
  /** The "Shop all" link of a panel or section, `{title}` replaced by the item's title. */
  shopAll: string;
}

/** The labels in the services' language (the host's words over the English defaults). */
export function megaMenuLabels(
  services: Pick<BlockServices, 'locale' | 'messages'>,
): MegaMenuLabels {
  const t = blockWords(services);
  return {
    navigation: t('megaMenu.navigation'),
    menu: t('megaMenu.menu'),
    close: t('megaMenu.close'),
    shopAll: t('megaMenu.shopAll', placeholders('title')),
  };
}

/**
 * The text of a "Shop all" link: the item's `overrideShopAll.text`, else the label with the
 * item's title.
 */
export function shopAllText(template: string, title: string, override?: string): string {
  return override ?? template.replace('{title}', title);
}
