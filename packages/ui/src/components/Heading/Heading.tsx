import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Heading.css';

/** A heading level: the HTML element `h1`–`h6`, i.e. its place in the document outline. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** A heading's visual size, independent of its level. */
export type HeadingLook = 'display' | 'xl' | 'lg' | 'md' | 'sm' | 'xs';

/** The look each level gets when `look` is not given. */
export const defaultLookForLevel: Record<HeadingLevel, HeadingLook> = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: 'xs',
};

/** Props of {@link Heading}. Other props go to the element. */
export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** The element, `h1`–`h6`: chosen for the outline, not for the size. */
  level: HeadingLevel;
  /** The visual size; by default one that fits the level (see `defaultLookForLevel`). */
  look?: HeadingLook;
  /** `inverse` for dark surfaces. */
  tone?: 'default' | 'inverse';
  align?: 'left' | 'center' | 'right';
  id?: string;
  children?: ReactNode;
}

/**
 * A heading whose level (the element) and look (the size) are chosen separately, so a banner
 * title can be an `h1` or an `h2` with the same appearance (spec 3 §3 `titleH1`).
 */
export function Heading({
  level,
  look,
  tone = 'default',
  align,
  className,
  ...rest
}: HeadingProps) {
  const Component = `h${level}` as const;
  return (
    <Component
      className={clsx(
        styles.heading,
        styles.look[look ?? defaultLookForLevel[level]],
        styles.tone[tone],
        align && styles.align[align],
        className,
      )}
      {...rest}
    />
  );
}
