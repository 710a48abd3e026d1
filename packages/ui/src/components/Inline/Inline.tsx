import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import { responsiveClasses } from '../../theme/flow';
import { alignItems, gapAt, justifyContent, noWrap, row } from '../../theme/flow.css';
import type { Space } from '../../theme/tokens';

/** Props of {@link Inline}. Other props go to the element. */
export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'color'> {
  /** Space between children, a theme space token, per breakpoint if needed; `sm` by default. */
  gap?: Responsive<Space>;
  /** Vertical alignment of children; `center` by default. */
  align?: keyof typeof alignItems;
  /** Horizontal distribution; `start` by default. */
  justify?: keyof typeof justifyContent;
  /** Wrap onto further lines when there is no room; `true` by default. */
  wrap?: boolean;
  /** Element to render; `div` by default. */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Children in a row with even gaps, wrapping by default (flex row). */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Component = 'div',
  className,
  ...rest
}: InlineProps) {
  return (
    <Component
      className={clsx(
        row,
        !wrap && noWrap,
        responsiveClasses(gap, gapAt),
        alignItems[align],
        justifyContent[justify],
        className,
      )}
      {...rest}
    />
  );
}
