import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ElementType } from 'react';
import { type Sprinkles, sprinkles } from '../../theme/sprinkles.css';

/**
 * Props of {@link Box}: `as`, `className`, every sprinkles prop (responsive as `{ sm, md, lg }`
 * or `[sm, md, lg]`), and the normal props of the element rendered. Sprinkles props win over
 * same-named HTML attributes (`color`, `width`).
 */
export type BoxProps<E extends ElementType = 'div'> = {
  /** Element or component to render; `div` by default. */
  as?: E;
  className?: string;
} & Sprinkles &
  Omit<ComponentPropsWithRef<E>, keyof Sprinkles | 'as' | 'className'>;

/**
 * Splits props into sprinkles props and the rest.
 * @returns `[atoms, rest]`: `atoms` for `sprinkles()`, `rest` for the element.
 */
export function extractSprinkles<P extends Record<string, unknown>>(
  props: P,
): [Sprinkles, Omit<P, keyof Sprinkles>] {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return [atoms as Sprinkles, rest as Omit<P, keyof Sprinkles>];
}

/**
 * The polymorphic layout primitive: any element with atomic, theme-token style props
 * compiled to static CSS (no runtime CSS-in-JS). Responsive values follow the spec's
 * breakpoints sm / md / lg.
 */
export function Box<E extends ElementType = 'div'>({ as, className, ...props }: BoxProps<E>) {
  const [atoms, rest] = extractSprinkles(props as Record<string, unknown>);
  const Component: ElementType = as ?? 'div';
  return <Component className={clsx(sprinkles(atoms), className) || undefined} {...rest} />;
}
