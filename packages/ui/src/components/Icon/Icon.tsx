import { clsx } from 'clsx';
import type { SVGProps } from 'react';
import { icon, iconSize } from './Icon.css';
import { type IconName, icons } from './icons';

/** An icon size: `sm` 16 px, `md` 20 px, `lg` 24 px, `xl` 32 px, `3xl` 48 px (theme tokens). */
export type IconSize = keyof typeof iconSize;

/** Props of {@link Icon}. */
export interface IconProps
  extends Omit<SVGProps<SVGSVGElement>, 'children' | 'name' | 'viewBox' | 'ref'> {
  /** Which icon of the set to draw (see `iconNames`). */
  name: IconName;
  /** Rendered size; `md` (20 px) by default. */
  size?: IconSize;
  /**
   * Accessible name. Without it the icon is decorative (`aria-hidden`), which is right when
   * the text next to it, or the control's own label, already says what it means.
   */
  label?: string;
}

/**
 * One icon of the set as inline SVG in `currentColor`: no icon font, no external file.
 * Decorative unless `label` is given, in which case it is an `img` with that name. The stroke
 * and fill come from its class (`Icon.css.ts`), not from attributes: an icon is drawn many
 * times on a listing (five stars a product card), and each attribute would be written twice
 * per icon, in the HTML and in React's flight data.
 */
export function Icon({ name, size = 'md', label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={clsx(icon, iconSize[size], className)}
      data-icon={name}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable={label ? undefined : false}
      {...rest}
    >
      {icons[name]}
    </svg>
  );
}
