import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import type { ThemeTokens } from '../../theme/contract.css';
import { responsiveClasses } from '../../theme/flow';
import { alignItems, displayAt, flexDirection, gapAt } from '../../theme/flow.css';
import type { Space } from '../../theme/tokens';
import { paddingX, paddingY, radius, shadow, tone as tones } from './Card.css';

/** The surface of a {@link Card}. */
export type CardTone = 'outline' | 'muted' | 'plain';

/** A card's own props (see {@link CardProps}). */
export interface CardOwnProps<E extends ElementType = 'div'> {
  /** Element or component to render; `div` by default. */
  as?: E;
  /**
   * `outline` (default): the surface colour inside a thin border, for forms and sections;
   * `muted`: the muted surface without a border, for summaries and messages;
   * `plain`: the surface colour only (add `boxShadow` for a raised panel).
   */
  tone?: CardTone;
  /** Padding on every side, a theme space token; `md` by default. */
  padding?: Space;
  /** Left and right padding, over `padding`. */
  paddingX?: Space;
  /** Top and bottom padding, over `padding`. */
  paddingY?: Space;
  /** A theme radius token; `md` by default. */
  borderRadius?: keyof ThemeTokens['radius'];
  /** A theme shadow token (a raised `plain` card). */
  boxShadow?: keyof ThemeTokens['shadow'];
  /** Lay the card's children out as a grid or a flex row or column; a block by default. */
  display?: 'block' | 'flex' | 'grid';
  /** The flex direction with `display="flex"`. */
  flexDirection?: 'row' | 'column';
  /** Space between children (grid or flex), per breakpoint if needed. */
  gap?: Responsive<Space>;
  /** Cross-axis alignment of the children (grid or flex). */
  alignItems?: keyof typeof alignItems;
  className?: string;
}

/** Props of {@link Card}: its own props and the normal props of the element rendered. */
export type CardProps<E extends ElementType = 'div'> = CardOwnProps<E> &
  Omit<ComponentPropsWithRef<E>, keyof CardOwnProps<E>>;

/**
 * The one card surface of the design system: background, border and radius from the theme,
 * with token padding. Layout inside it comes from its layout props (`display="grid" gap="sm"`)
 * or from a `Stack`/`Inline`/`Grid` child; a component's `.css.ts` keeps only what is specific.
 * Its classes are plain class maps (no sprinkles runtime in the browser).
 */
export function Card<E extends ElementType = 'div'>({
  as,
  tone = 'outline',
  padding = 'md',
  paddingX: inline,
  paddingY: block,
  borderRadius = 'md',
  boxShadow,
  display,
  flexDirection: direction,
  gap,
  alignItems: align,
  className,
  ...rest
}: CardProps<E>) {
  const Component: ElementType = as ?? 'div';
  return (
    <Component
      className={clsx(
        tones[tone],
        paddingY[block ?? padding],
        paddingX[inline ?? padding],
        radius[borderRadius],
        boxShadow && shadow[boxShadow],
        display && displayAt.sm[display],
        direction && flexDirection[direction],
        gap !== undefined && responsiveClasses(gap, gapAt),
        align && alignItems[align],
        className,
      )}
      {...rest}
    />
  );
}
