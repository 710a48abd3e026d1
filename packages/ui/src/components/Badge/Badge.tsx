import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Badge.css';

/** A badge's colour and meaning. */
export type BadgeTone = 'neutral' | 'sale' | 'new' | 'info' | 'success' | 'warning';

/** Props of {@link Badge}. Other props go to the `<span>`. */
export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `neutral` by default; `sale` for reductions, `new` for new arrivals. */
  tone?: BadgeTone;
  /** `sm` (12 px text) or `md` (14 px, default). */
  size?: 'sm' | 'md';
  /** Optional decorative icon before the text. */
  icon?: IconName;
  /** Short text, e.g. "Sale", "-30%", "New", "Online only". */
  children: ReactNode;
}

/**
 * A short status label on a product tile or in a list, e.g. "Sale" or "New". The text is the
 * meaning: colour alone never carries it.
 */
export function Badge({
  tone = 'neutral',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      className={clsx(styles.base, styles.tones[tone], styles.sizes[size], className)}
      {...rest}
    >
      {icon ? <Icon name={icon} size="sm" /> : null}
      {children}
    </span>
  );
}
