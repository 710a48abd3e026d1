'use client';

import type { SaveForLaterPage } from '@storefront/api-contract';
import { Button, Heading, Pagination, VisuallyHidden } from '@storefront/ui';
import { useState } from 'react';
import { useCartLabels } from '../../../messages/useLabels.client';
import type { CartLabels } from '../../labels';
import type { CartActionResult } from '../../types';
import * as styles from './SavedForLater.css';

/** Props of {@link SavedForLater}. */
export interface SavedForLaterProps {
  /** The current page of the list (`start` 0-based, `count`, `total`); `null` while unknown. */
  page: SaveForLaterPage | null;
  /** Items per page (configuration, spec 1 §9). */
  pageSize: number;
  /** The product page of a saved item (its `pageUrl` under the locale). */
  hrefOf(pageUrl: string): string;
  /** Moves a saved item into the basket (POST …/saveForLater `{ savedItemId }`). */
  onMoveToCart(savedItemId: string): Promise<CartActionResult>;
  /** Loads a page (PUT /cart/v2/saveForLater?start&count). */
  onPage(start: number): Promise<CartActionResult>;
  labels?: CartLabels;
}

/**
 * The saved-for-later list in the cart (spec 1 §3 "Saved for later"; spec 1 §7 paged by start
 * and count): a page of items, each with "Move to cart" (not for unavailable ones), and page
 * buttons (spec 1 §9 pagination: page count = total / page size rounded up, at least 1).
 */
export function SavedForLater({
  page,
  pageSize,
  hrefOf,
  onMoveToCart,
  onPage,
  labels: ownLabels,
}: SavedForLaterProps) {
  const labels = useCartLabels(ownLabels);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState<string | undefined>();
  const total = page?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.floor((page?.start ?? 0) / pageSize) + 1;

  async function run(key: string, call: () => Promise<CartActionResult>) {
    setBusy(key);
    setError(undefined);
    const result = await call();
    setBusy(undefined);
    if (!result.ok) setError(result.message);
  }

  return (
    <section aria-labelledby="saved-for-later-title" data-testid="saved-for-later">
      <Heading level={2} look="sm" id="saved-for-later-title">
        {labels.savedForLater} ({total})
      </Heading>
      {!page || page.items.length === 0 ? (
        <p className={styles.muted}>{labels.savedEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {page.items.map((item) => (
            <li key={item.itemId} className={styles.item} data-testid="saved-item">
              <span>
                <a href={hrefOf(item.pageUrl)}>{item.name}</a>
                {!item.available && <span className={styles.muted}> · {labels.unavailable}</span>}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={!item.available || busy !== undefined}
                loading={busy === item.itemId}
                onClick={() => void run(item.itemId, () => onMoveToCart(item.itemId))}
              >
                {labels.moveToCart}
                <VisuallyHidden> {item.name}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {pageCount > 1 && (
        <Pagination
          page={current}
          pageCount={pageCount}
          label={labels.savedPage}
          onPageChange={(next) => void run(`page-${next}`, () => onPage((next - 1) * pageSize))}
        />
      )}
    </section>
  );
}
