import { clsx } from 'clsx';
import { VisuallyHidden } from '../VisuallyHidden';
import { ring, ringSize, root, tone as toneStyles } from './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** `sm` 16 px, `md` 24 px (default), `lg` 48 px. */
  size?: 'sm' | 'md' | 'lg';
  /** Ring colour; `primary` by default, `current` follows the surrounding text colour. */
  tone?: 'current' | 'primary' | 'inverse';
  /** What screen readers announce; `'Loading'` by default. Ignored when `decorative`. */
  label?: string;
  /**
   * Hide the spinner from assistive technology, for when something else already reports the
   * busy state (e.g. a button with `aria-busy`).
   */
  decorative?: boolean;
  className?: string;
}

/**
 * A busy indicator. By default a polite live region (`role="status"`) with a visually hidden
 * label, so screen readers announce it. Under `prefers-reduced-motion` it turns slowly.
 */
export function Spinner({
  size = 'md',
  tone = 'primary',
  label = 'Loading',
  decorative = false,
  className,
}: SpinnerProps) {
  const visual = <span className={clsx(ring, ringSize[size])} aria-hidden="true" />;
  if (decorative) {
    return (
      <span className={clsx(root, toneStyles[tone], className)} aria-hidden="true">
        {visual}
      </span>
    );
  }
  return (
    <span role="status" className={clsx(root, toneStyles[tone], className)}>
      {visual}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
