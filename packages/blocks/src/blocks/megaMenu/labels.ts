/** Texts of the mega menu's own controls, per language (the content supplies everything else). */
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

const labels: Record<string, MegaMenuLabels> = {
  en: { navigation: 'Main navigation', menu: 'Menu', close: 'Close', shopAll: 'Shop all {title}' },
  fr: {
    navigation: 'Navigation principale',
    menu: 'Menu',
    close: 'Fermer',
    shopAll: 'Tout magasiner : {title}',
  },
};

/** The labels for a BCP 47 locale tag (English unless the language has its own). */
export function megaMenuLabels(localeTag: string): MegaMenuLabels {
  const language = localeTag.split('-')[0]?.toLowerCase() ?? 'en';
  return labels[language] ?? (labels.en as MegaMenuLabels);
}

/**
 * The text of a "Shop all" link: the item's `overrideShopAll.text`, else the label with the
 * item's title.
 */
export function shopAllText(template: string, title: string, override?: string): string {
  return override ?? template.replace('{title}', title);
}
