import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` (lines at the current font size; default), `rect` (an image or card) or `circle`. */
  variant?: 'text' | 'rect' | 'circle';
  /** Number of text lines (`text` only); the last of several is shorter. 1 by default. */
  lines?: number;
  /** CSS width, e.g. `'12rem'` or `'100%'`; full width by default (`circle`: 3 rem). */
  width?: string;
  /** CSS height (`rect`: 8 rem by default; `circle`: the width). */
  height?: string;
  className?: string;
}

/**
 * A placeholder shaped like content that is still loading. Hidden from assistive technology
 * (`aria-hidden`): mark the loading region with `aria-busy="true"` or show a `Spinner` with a
 * label. The shimmer stops under `prefers-reduced-motion`.
 */
export function Skeleton({ variant = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (variant === 'text') {
    const count = Math.max(1, Math.floor(lines));
    return (
      <span
        className={clsx(styles.lines, className)}
        style={width ? { width } : undefined}
        aria-hidden="true"
        data-skeleton="text"
      >
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={clsx(
              styles.block,
              styles.shape.text,
              count > 1 && i === count - 1 && styles.lastLine,
            )}
          />
        ))}
      </span>
    );
  }
  const size: CSSProperties =
    variant === 'circle'
      ? { width: width ?? '3rem', height: height ?? width ?? '3rem' }
      : { width: width ?? '100%', height: height ?? '8rem' };
  return (
    <span
      className={clsx(styles.block, styles.shape[variant], className)}
      style={size}
      aria-hidden="true"
      data-skeleton={variant}
    />
  );
}
