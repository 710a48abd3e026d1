import type { AnchorHTMLAttributes, ComponentType } from 'react';

/**
 * The element variant options render as: a plain `<a>` by default; an app passes its router's
 * link (e.g. Next's `Link` with `scroll={false}`) to keep the scroll position.
 */
export type OptionLinkComponent = ComponentType<
  AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>;
