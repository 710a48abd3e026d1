import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { container } from '../../theme/layout.css';
import { width as widths } from './Container.css';

/** Props of {@link Container}. Other props go to the element. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; `div` by default (`main`, `section`, ...). */
  as?: ElementType;
  /**
   * Maximum width: `container` (the theme's page width, default), `narrow` (48 rem, for
   * reading) or `full` (edge to edge, side padding only).
   */
  width?: 'full' | 'container' | 'narrow';
  children?: ReactNode;
}

/**
 * The page container: centres content at the theme's container width with the page gutter
 * (`theme/layout.css`: the one declaration of both), so blocks and pages line up.
 */
export function Container({
  as: Component = 'div',
  width = 'container',
  className,
  ...rest
}: ContainerProps) {
  return <Component className={clsx(container, widths[width], className)} {...rest} />;
}
