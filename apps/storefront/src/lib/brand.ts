import { type BrandName, brandThemes } from '@storefront/ui';

/** The brand of this deployment from `BRAND` (`alpine` by default; unknown names fall back). */
export const brand: BrandName =
  process.env.BRAND && process.env.BRAND in brandThemes
    ? (process.env.BRAND as BrandName)
    : 'alpine';

/** The class name of the brand theme to put on the root element. */
export const brandThemeClass = brandThemes[brand];

/** The brand's display name, e.g. `Alpine`. */
export const brandName = brand.charAt(0).toUpperCase() + brand.slice(1);
