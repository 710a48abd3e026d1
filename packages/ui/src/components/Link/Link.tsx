import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import { isExternalUrl } from './isExternalUrl';
import * as styles from './Link.css';

/** Props of {@link Link}. Other props go to the `<a>`. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target'> {
  /** The target URL (spec 3 §3 link `url`): a path, a fragment, or an absolute URL. */
  href: string;
  /**
   * The target attribute (spec 3 §3 link `target`): `_self` (default) or `_blank` (new tab;
   * announced to screen readers as "(opens in a new tab)").
   */
  target?: '_self' | '_blank';
  /** `inline` (underlined, in text; default), `standalone` (on its own) or `plain`. */
  variant?: 'inline' | 'standalone' | 'plain';
  /** `inverse` for dark surfaces. */
  tone?: 'default' | 'inverse';
  /** The screen-reader note for `_blank`; translate it with the page. */
  newTabLabel?: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * Builds `rel` for a link: `noopener noreferrer` is added for `_blank` and for external URLs
 * (see {@link isExternalUrl}), merged with any tokens the caller gave.
 */
export function linkRel(href: string, target?: string, rel?: string): string | undefined {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (target === '_blank' || isExternalUrl(href)) {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  return tokens.size ? [...tokens].join(' ') : undefined;
}

/**
 * A navigation link: target URL + target attribute from content (spec 3 §3). External and
 * new-tab links are safe (`rel="noopener noreferrer"`); a new tab is announced.
 */
export function Link({
  href,
  target,
  variant = 'inline',
  tone = 'default',
  newTabLabel = '(opens in a new tab)',
  rel,
  className,
  children,
  ...rest
}: LinkProps) {
  return (
    <a
      {...rest}
      href={href}
      target={target}
      rel={linkRel(href, target, rel)}
      className={clsx(
        styles.link,
        styles.variant[variant],
        tone === 'inverse' && variant !== 'plain' && styles.inverse,
        className,
      )}
    >
      {children}
      {target === '_blank' ? <VisuallyHidden> {newTabLabel}</VisuallyHidden> : null}
    </a>
  );
}
