import { clsx } from 'clsx';
import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { container, width as widths } from './Container.css';

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

/** Centres page content at a maximum width with responsive side padding. */
export function Container({
  as: Component = 'div',
  width = 'container',
  className,
  ...rest
}: ContainerProps) {
  return <Component className={clsx(container, widths[width], className)} {...rest} />;
}
