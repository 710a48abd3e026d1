import { clsx } from 'clsx';
import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  MouseEvent,
  MouseEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { isExternalUrl } from '../Link/isExternalUrl';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';

/** A button's look. `inverse` is for dark surfaces; `link` looks like a text link. */
export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'inverse' | 'link';
/** A button's size: `sm` 32 px, `md` 44 px (the touch target), `lg` 52 px high. */
export type ButtonSize = 'sm' | 'md' | 'lg';

/** Props of {@link Button}. Other props go to the `<button>` (or the `<a>` with `href`). */
export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children'> {
  children: ReactNode;
  /** Look; `primary` by default. */
  variant?: ButtonVariant;
  /** Size; `md` by default. */
  size?: ButtonSize;
  /** Take the full width of the container. */
  fullWidth?: boolean;
  /**
   * Busy: shows a spinner over the label, sets `aria-busy` and `aria-disabled`, ignores
   * clicks, and keeps its width and its accessible name (the label stays in the tree).
   * It stays focusable, so focus is not lost while the action runs.
   */
  loading?: boolean;
  /** Not available: a native `disabled` button, or an `<a aria-disabled>` without `href`. */
  disabled?: boolean;
  /** Decorative icon before the label, e.g. `<Icon name="cart" />`. */
  iconStart?: ReactNode;
  /** Decorative icon after the label, e.g. `<Icon name="arrow-right" />`. */
  iconEnd?: ReactNode;
  /** Render an `<a href>` styled as a button (navigation, not an action). */
  href?: string;
  /** Link target with `href`; `_blank` (or an external `href`) adds `rel="noopener noreferrer"`. */
  target?: '_self' | '_blank';
  /** `button` by default (never submits by accident); pass `submit` in a form. */
  type?: 'button' | 'submit' | 'reset';
  /**
   * Called on click; not called while `disabled` or `loading`. Without it no handler is
   * attached, so a link-button renders in a React Server Component.
   */
  onClick?: MouseEventHandler<HTMLButtonElement | HTMLAnchorElement>;
  ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
}

/**
 * The classes of a button's look (ui's `Button` and `IconButton`): the shared base, the
 * variant's, the size's, full width, and for `link` its compact sizes.
 */
export function buttonClassName(variant: ButtonVariant, size: ButtonSize, fullWidth = false) {
  return clsx(
    styles.base,
    styles.variants[variant],
    styles.sizes[size],
    fullWidth && styles.fullWidth,
    variant === 'link' && styles.linkCompact,
  );
}

/**
 * The action control of the design system: variants, sizes, loading and disabled states,
 * optional icons, and an anchor rendering for navigation (`href`; while disabled or loading
 * the anchor drops its `href`). Server-safe: no hooks, no client-only code.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  disabled = false,
  iconStart,
  iconEnd,
  href,
  target,
  onClick,
  className,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = clsx(buttonClassName(variant, size, fullWidth), className);
  const inner = (
    <>
      <span className={clsx(styles.content, loading && styles.contentLoading)}>
        {iconStart}
        {children}
        {iconEnd}
      </span>
      {loading ? (
        <span className={styles.spinnerOverlay}>
          <Spinner size="sm" tone="current" decorative />
        </span>
      ) : null}
    </>
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement | HTMLAnchorElement>) => {
    if (disabled || loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  if (href !== undefined) {
    const inactive = disabled || loading;
    const rel = target === '_blank' || isExternalUrl(href) ? 'noopener noreferrer' : undefined;
    return (
      <a
        {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)}
        ref={ref as Ref<HTMLAnchorElement>}
        className={classes}
        href={inactive ? undefined : href}
        role={inactive ? 'link' : undefined}
        target={target}
        rel={rel}
        aria-disabled={inactive || undefined}
        aria-busy={loading || undefined}
        onClick={onClick ? handleClick : undefined}
      >
        {inner}
      </a>
    );
  }

  return (
    <button
      {...rest}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={onClick ? handleClick : undefined}
    >
      {inner}
    </button>
  );
}
