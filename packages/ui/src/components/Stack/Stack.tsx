import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import { responsiveClasses } from '../../theme/flow';
import { alignItems, column, gapAt } from '../../theme/flow.css';
import type { Space } from '../../theme/tokens';

/** Cross-axis alignment of a stack's children. */
export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

/** Props of {@link Stack}. Other props go to the element. */
export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'color'> {
  /** Space between children, a theme space token, per breakpoint if needed; `md` by default. */
  gap?: Responsive<Space>;
  /** Horizontal alignment of children; `stretch` (full width) by default. */
  align?: StackAlign;
  /** Element to render; `div` by default (`ul`/`ol` for lists). */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Children in a vertical column with even gaps (flex column). */
export function Stack({
  gap = 'md',
  align = 'stretch',
  as: Component = 'div',
  className,
  ...rest
}: StackProps) {
  return (
    <Component
      className={clsx(column, responsiveClasses(gap, gapAt), alignItems[align], className)}
      {...rest}
    />
  );
}
