import type { ElementType, ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

/** Props of {@link VisuallyHidden}. */
export interface VisuallyHiddenProps {
  /** Element to render; `span` by default so it can sit inside inline content. */
  as?: ElementType;
  children: ReactNode;
  id?: string;
}

/**
 * Content for screen readers only: hidden visually, present in the accessibility tree.
 * Used, for example, for a banner's `hideTitle` (spec 3 §3).
 */
export function VisuallyHidden({ as: Component = 'span', children, id }: VisuallyHiddenProps) {
  return (
    <Component className={visuallyHidden} id={id}>
      {children}
    </Component>
  );
}
