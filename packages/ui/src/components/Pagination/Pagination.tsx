import type { ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { getPaginationItems } from './paginationItems';

/** Words of the pagination bar; English by default. */
export interface PaginationLabels {
  previous: string;
  next: string;
  /** Accessible name of a page control, e.g. `Page 3`. */
  page: (page: number) => string;
}

const defaultLabels: PaginationLabels = {
  previous: 'Previous page',
  next: 'Next page',
  page: (page) => `Page ${page}`,
};

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Number of pages (see `getPageCount`, spec 1 §9). */
  pageCount: number;
  /** URL of a page: pages render as links (crawlable, work without JS). Without it, buttons. */
  getHref?: (page: number) => string;
  /** Called with the chosen page, for buttons and (before navigation) links. */
  onPageChange?: (page: number) => void;
  /** Accessible name of the `<nav>`; `Pagination` by default. */
  label?: string;
  /** Pages on each side of the current one; 2 by default (spec 1 §9). */
  siblings?: number;
  /** Pages always shown at each end; 1 by default (spec 1 §9). */
  boundaries?: number;
  labels?: Partial<PaginationLabels>;
  className?: string;
}

interface ControlProps {
  target: number;
  disabled?: boolean;
  current?: boolean;
  label: string;
  children: ReactNode;
  getHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
}

function Control({
  target,
  disabled,
  current,
  label,
  children,
  getHref,
  onPageChange,
}: ControlProps) {
  const common = {
    className: styles.control,
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (getHref) {
    if (disabled) {
      return (
        <a {...common} role="link" aria-disabled="true">
          {children}
        </a>
      );
    }
    // No handler without `onPageChange`: link-only pagination stays a server component.
    const onClick = onPageChange ? () => onPageChange(target) : undefined;
    return (
      <a {...common} href={getHref(target)} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <button
      {...common}
      type="button"
      disabled={disabled}
      onClick={onPageChange ? () => onPageChange(target) : undefined}
    >
      {children}
    </button>
  );
}

/**
 * Page navigation for a list (spec 1 §9: 1 boundary page, 2 sibling pages): a `<nav>` with
 * previous, the page numbers with gaps (see `getPaginationItems`) and next. The current page
 * has `aria-current="page"`; previous/next are disabled at the ends. With `getHref` the
 * controls are links, otherwise buttons that call `onPageChange`.
 */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  label = 'Pagination',
  siblings,
  boundaries,
  labels,
  className,
}: PaginationProps) {
  const text = { ...defaultLabels, ...labels };
  const items = getPaginationItems({ page, pageCount, siblings, boundaries });
  const last = Math.max(1, Math.floor(pageCount));
  const current = Math.min(last, Math.max(1, Math.floor(page)));
  const shared = { getHref, onPageChange };

  return (
    <nav aria-label={label} className={className}>
      <ul className={styles.list}>
        <li>
          <Control {...shared} target={current - 1} disabled={current <= 1} label={text.previous}>
            <Icon name="chevron-left" />
          </Control>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Control {...shared} target={item} current={item === current} label={text.page(item)}>
                {item}
              </Control>
            </li>
          ),
        )}
        <li>
          <Control {...shared} target={current + 1} disabled={current >= last} label={text.next}>
            <Icon name="chevron-right" />
          </Control>
        </li>
      </ul>
    </nav>
  );
}
