import type { Breakpoint, Responsive } from './breakpoints';

/**
 * The classes of a {@link Responsive} value from a class map per breakpoint (`flow.css.ts`): a
 * plain value takes the `sm` class (every width); an object one class per breakpoint it names,
 * e.g. `{ sm: 'xs', lg: 'md' }` → the `sm` class of `xs` and the `lg` class of `md`.
 * @returns the class names, space-separated (empty when the object names no breakpoint)
 */
export function responsiveClasses<K extends string | number>(
  value: Responsive<K>,
  classes: Record<Breakpoint, Record<K, string>>,
): string {
  if (typeof value !== 'object') return classes.sm[value];
  const names: string[] = [];
  for (const breakpoint of ['sm', 'md', 'lg'] as const) {
    const one = value[breakpoint];
    if (one !== undefined) names.push(classes[breakpoint][one]);
  }
  return names.join(' ');
}
