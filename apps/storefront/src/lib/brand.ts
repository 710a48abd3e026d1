import { type BrandName, brandThemes, resetRoot } from '@storefront/ui';

/** The brand of this deployment from `BRAND` (`alpine` by default; unknown names fall back). */
export const brand: BrandName =
  process.env.BRAND && process.env.BRAND in brandThemes
    ? (process.env.BRAND as BrandName)
    : 'alpine';

/** The class names to put on `<body>`: the design system's global reset and the brand theme. */
export const brandThemeClass = `${resetRoot} ${brandThemes[brand]}`;

/** The brand's display name, e.g. `Alpine`. */
export const brandName = brand.charAt(0).toUpperCase() + brand.slice(1);
