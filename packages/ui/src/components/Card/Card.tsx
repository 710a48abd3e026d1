import { clsx } from 'clsx';
import type { ElementType } from 'react';
import { Box, type BoxProps } from '../Box';
import { tone as tones } from './Card.css';

/** The surface of a {@link Card}. */
export type CardTone = 'outline' | 'muted' | 'plain';

/**
 * Props of {@link Card}: every {@link Box} prop (`as`, sprinkles such as `display`, `gap`,
 * `boxShadow`, and the element's own props) plus `tone`. `padding` defaults to `md` and
 * `borderRadius` to `md` (theme tokens); pass others to override.
 */
export type CardProps<E extends ElementType = 'div'> = BoxProps<E> & {
  /**
   * `outline` (default): the surface colour inside a thin border, for forms and sections;
   * `muted`: the muted surface without a border, for summaries and messages;
   * `plain`: the surface colour only (add `boxShadow` for a raised panel).
   */
  tone?: CardTone;
};

/**
 * The one card surface of the design system: background, border and radius from the theme,
 * with token padding. Layout inside it comes from its Box props (`display="grid" gap="sm"`) or
 * from a `Stack`/`Inline`/`Grid` child; a component's `.css.ts` keeps only what is specific.
 */
export function Card<E extends ElementType = 'div'>({
  tone = 'outline',
  padding = 'md',
  borderRadius = 'md',
  className,
  ...rest
}: CardProps<E>) {
  return (
    <Box
      padding={padding}
      borderRadius={borderRadius}
      className={clsx(tones[tone], className)}
      {...(rest as BoxProps<E>)}
    />
  );
}
