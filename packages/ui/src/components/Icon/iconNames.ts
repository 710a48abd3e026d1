/**
 * Every icon name of the set, in its order (for galleries and CMS pickers): names only, so a
 * schema or a client component that checks a name ships none of the drawings (those are in the
 * page once, `IconSprite`).
 */
export const iconNames = [
  'close',
  'chevron-left',
  'chevron-right',
  'chevron-up',
  'chevron-down',
  'arrow-left',
  'arrow-right',
  'menu',
  'search',
  'cart',
  'user',
  'heart',
  'heart-filled',
  'star',
  'star-half',
  'star-empty',
  'check',
  'info',
  'warning',
  'error',
  'plus',
  'minus',
  'play',
  'pause',
  'eye',
  'eye-off',
  'store',
  'truck',
  'location',
  'globe',
  'gift',
  'external-link',
  'trash',
  'edit',
  'mail',
  'phone',
  'lock',
  'calendar',
  'filter',
  'share',
] as const;

/** The name of an icon in the set, e.g. `'cart'` or `'chevron-right'`. */
export type IconName = (typeof iconNames)[number];

/** The id of an icon's `<symbol>` in the page's sprite (`IconSprite`), e.g. `sf-icon-cart`. */
export const iconSymbolId = (name: IconName): string => `sf-icon-${name}`;
