import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import type { FontSize } from '../../theme/tokens';
import * as styles from './Text.css';

/** Props of {@link Text}. Other props go to the element. */
export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** Element to render; `p` by default. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Font size token; `md` (1 rem) by default. */
  size?: FontSize;
  /** `regular` by default (`bold` by default for `strong`). */
  weight?: 'regular' | 'medium' | 'bold';
  /**
   * Colour: `default`, `muted` (secondary text), `inverse` (on dark surfaces), `danger`,
   * `success` or `sale` (reduced prices).
   */
  tone?: 'default' | 'muted' | 'inverse' | 'danger' | 'success' | 'sale';
  align?: 'left' | 'center' | 'right';
  children?: ReactNode;
}

/** Body text on the theme's type scale and colours. */
export function Text({
  as: Component = 'p',
  size = 'md',
  weight,
  tone = 'default',
  align,
  className,
  ...rest
}: TextProps) {
  const resolvedWeight = weight ?? (Component === 'strong' ? 'bold' : 'regular');
  return (
    <Component
      className={clsx(
        styles.text,
        styles.size[size],
        styles.weight[resolvedWeight],
        styles.tone[tone],
        align && styles.align[align],
        className,
      )}
      {...rest}
    />
  );
}
