import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, MouseEventHandler, Ref } from 'react';
import { buttonClassName } from '../Button/Button';
import { content, contentLoading, spinnerOverlay } from '../Button/Button.css';
import { Icon, type IconName, type IconSize } from '../Icon';
import { Spinner } from '../Spinner';
import { square } from './IconButton.css';

/** An icon button's look; `tertiary` (no fill) by default. `inverse` is for dark surfaces. */
export type IconButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'inverse';

/** Props of {@link IconButton}. Other props go to the `<button>`. */
export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'children' | 'aria-label'> {
  /** The accessible name (`aria-label`), e.g. `'Close'` or `'Next slide'`. Required. */
  label: string;
  /** The icon to show (decorative: the label names the button). */
  icon: IconName;
  /** Look; `tertiary` by default. */
  variant?: IconButtonVariant;
  /** `sm` 32 px, `md` 44 px (default), `lg` 52 px square. */
  size?: 'sm' | 'md' | 'lg';
  /** Busy: spinner instead of the icon, `aria-busy`, clicks ignored, focus kept. */
  loading?: boolean;
  /** Not available: a native `disabled` button. */
  disabled?: boolean;
  /** `button` by default; pass `submit` in a form. */
  type?: 'button' | 'submit' | 'reset';
  /** Called on click; not called while `disabled` or `loading`. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLButtonElement>;
}

const iconSizeFor: Record<NonNullable<IconButtonProps['size']>, IconSize> = {
  sm: 'md',
  md: 'lg',
  lg: 'lg',
};

/** A square button that shows only an icon; its name comes from `label`. */
export function IconButton({
  label,
  icon,
  variant = 'tertiary',
  size = 'md',
  loading = false,
  disabled = false,
  onClick,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled || loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={clsx(buttonClassName(variant, size), square[size], className)}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={onClick ? handleClick : undefined}
    >
      <span className={clsx(content, loading && contentLoading)}>
        <Icon name={icon} size={iconSizeFor[size]} />
      </span>
      {loading ? (
        <span className={spinnerOverlay}>
          <Spinner size="sm" tone="current" decorative />
        </span>
      ) : null}
    </button>
  );
}
