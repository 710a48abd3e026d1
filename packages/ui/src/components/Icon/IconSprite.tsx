import { iconNames, iconSymbolId } from './iconNames';
import { icons } from './icons';

/**
 * The icon set as one hidden SVG of `<symbol>`s (ids from `iconSymbolId`), which every
 * {@link Icon} of the page draws with `<use>`. Render it once per document, first in `<body>`
 * (the storefront's and the preview tool's root layouts do; a brand site's layout must too,
 * docs/brand-guide.md): without it icons are empty. A server component: the drawings travel in
 * the page's HTML once, never in the browser's JavaScript, and a listing's many stars are a few
 * bytes each.
 */
export function IconSprite() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      style={{ position: 'absolute', overflow: 'hidden' }}
      data-icon-sprite=""
    >
      {iconNames.map((name) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          {icons[name]}
        </symbol>
      ))}
    </svg>
  );
}
