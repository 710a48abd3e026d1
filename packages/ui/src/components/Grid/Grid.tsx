import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import { responsiveClasses } from '../../theme/flow';
import { columnsAt, gapAt, grid } from '../../theme/flow.css';
import type { Space } from '../../theme/tokens';

/** A number of equal grid columns. */
export type GridColumns = 1 | 2 | 3 | 4 | 5 | 6;

/** Props of {@link Grid}. Other props go to the element. */
export interface GridProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'color'> {
  /** Equal columns, per breakpoint, e.g. `{ sm: 2, md: 3, lg: 4 }`; `1` by default. */
  columns?: Responsive<GridColumns>;
  /** Space between cells, a theme space token, per breakpoint if needed; `md` by default. */
  gap?: Responsive<Space>;
  /** Element to render; `div` by default (`ul` for a product list). */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/** Children in equal-width columns (CSS grid), responsive at the spec breakpoints. */
export function Grid({
  columns = 1,
  gap = 'md',
  as: Component = 'div',
  className,
  ...rest
}: GridProps) {
  return (
    <Component
      className={clsx(
        grid,
        responsiveClasses(columns, columnsAt),
        responsiveClasses(gap, gapAt),
        className,
      )}
      {...rest}
    />
  );
}
