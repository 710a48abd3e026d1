import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import type { Responsive } from '../../theme/breakpoints';
import type { Space } from '../../theme/tokens';
import { Box } from '../Box';

/** Cross-axis alignment of a stack's children. */
export type StackAlign = 'start' | 'center' | 'end' | 'stretch';

const alignItems = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
} as const;

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
export function Stack({ gap = 'md', align = 'stretch', as = 'div', ...rest }: StackProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="column"
      gap={gap}
      alignItems={alignItems[align]}
      {...rest}
    />
  );
}
