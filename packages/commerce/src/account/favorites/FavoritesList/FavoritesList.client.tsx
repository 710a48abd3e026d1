'use client';

import type { FavoriteItem, Favorites } from '@storefront/api-contract';
import {
  Button,
  cloudinaryUrl,
  Heading,
  Notification,
  Pagination,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@storefront/ui';
import { useState } from 'react';
import { pageWindow } from '../../paging';
import { type FavoriteCartAction, favoriteCartAction } from '../favoriteRules';
import type { FavoritesResult } from '../favoritesStore';
import type { FavoritesLabels } from '../labels';
import { useFavoritesLabels } from '../useFavoritesLabels.client';
import * as styles from './FavoritesList.css';

/** The answer of an add to cart from the list. */
export type FavoriteAddResult = { ok: true } | { ok: false; message: string };

/** Props of {@link FavoritesList}. */
export interface FavoritesListProps {
  /** The list (a page of it); `null` while it loads. */
  favorites: Favorites | null;
  /** The load failed: this message and a retry instead of the list. */
  loadError?: string | undefined;
  onRetry?(): void;
  /** The product page of an item (its `pageUrl` under the locale). */
  hrefOf(pageUrl: string): string;
  /**
   * The address of page `page` (1-based) of the list; with it, a list longer than its page
   * (`total` > `count`) shows a pager of links. Without it, only the page is shown.
   */
  pageHref?(page: number): string;
  /** Where "Continue shopping" of the empty list goes. */
  continueHref: string;
  /**
   * The public view of a shared list (spec 1 §4 share): no remove, no add to cart, a link to
   * each product instead.
   */
  readOnly?: boolean;
  /** Removes an item (DELETE …/favorites/{favoriteId}/items/{itemId}); answers the new list. */
  onRemove?(item: FavoriteItem): Promise<FavoritesResult>;
  /**
   * Adds an item to the basket (`add`: its saved variant) or opens the quick-shop to choose one
   * (`choose`); answers whether it worked.
   */
  onAddToCart?(
    item: FavoriteItem,
    action: Exclude<FavoriteCartAction, { kind: 'unavailable' }>,
  ): Promise<FavoriteAddResult>;
  /** Heading level of the list's title; 1 by default (the page's title). */
  headingLevel?: 1 | 2;
  /** The title; the labels' `title` by default (a shared list shows its own). */
  title?: string;
  labels?: FavoritesLabels;
}

/**
 * The favorites list (spec 1 §4; spec 2 §7 wishlists): title with the item count, each item
 * with its picture (the API's absolute `image` URL, decorative: the name beside it is the
 * link), its product link, availability, "Add to cart" (the saved variant directly, else
 * "Choose options" in the quick-shop; none when unavailable) and "Remove"; outcomes announced
 * politely, failures as alerts. Loading: a skeleton; a failed load: its message and a retry;
 * empty: a word and a link to continue shopping. A list longer than a page (spec 1 §9, the page
 * size is configuration) gets a pager when `pageHref` is given. `readOnly` for the public
 * shared view.
 */
export function FavoritesList({
  favorites,
  loadError,
  onRetry,
  hrefOf,
  pageHref,
  continueHref,
  readOnly = false,
  onRemove,
  onAddToCart,
  headingLevel = 1,
  title,
  labels: ownLabels,
}: FavoritesListProps) {
  const labels = useFavoritesLabels(ownLabels);
  const [busy, setBusy] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function run(
    key: string,
    call: () => Promise<{ ok: boolean; message?: string }>,
    done: string,
  ) {
    setBusy(key);
    setError(undefined);
    setStatus('');
    const result = await call();
    setBusy(undefined);
    if (result.ok) setStatus(done);
    else setError(result.message ?? labels.failed);
  }

  const heading = (
    <Heading level={headingLevel} id="favorites-title">
      {title ?? labels.title}
    </Heading>
  );

  if (loadError) {
    return (
      <Stack gap="md" as="section" aria-labelledby="favorites-title">
        {heading}
        <Notification tone="error">{loadError}</Notification>
        {onRetry ? (
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {labels.retry}
            </Button>
          </div>
        ) : null}
      </Stack>
    );
  }

  if (!favorites) {
    return (
      <Stack gap="md" as="section" aria-labelledby="favorites-title" aria-busy="true">
        {heading}
        <div role="status">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
          <Skeleton lines={3} />
        </div>
      </Stack>
    );
  }

  const window = pageWindow(favorites, favorites.count);
  return (
    <Stack gap="md" as="section" aria-labelledby="favorites-title" data-testid="favorites">
      {heading}
      <p className={styles.muted}>{labels.itemCount(favorites.total)}</p>
      {favorites.items.length === 0 ? (
        <div>
          <p>{labels.empty}</p>
          <Button variant="secondary" href={continueHref}>
            {labels.continueShopping}
          </Button>
        </div>
      ) : (
        <ul className={styles.list}>
          {favorites.items.map((item) => {
            const action = favoriteCartAction(item);
            return (
              <li key={item.itemId} className={styles.item} data-testid="favorite-item">
                {item.image ? (
                  <img
                    className={styles.image}
                    src={cloudinaryUrl(item.image, { width: 80 }) || undefined}
                    alt=""
                    width={80}
                    height={80}
                    loading="lazy"
                  />
                ) : (
                  <span className={styles.image} aria-hidden="true" />
                )}
                <span className={styles.details}>
                  {item.pageUrl ? (
                    <a className={styles.name} href={hrefOf(item.pageUrl)}>
                      {item.name}
                    </a>
                  ) : (
                    <span className={styles.name}>{item.name}</span>
                  )}
                  {action.kind === 'unavailable' ? (
                    <span className={styles.muted}> · {labels.unavailable}</span>
                  ) : null}
                </span>
                {readOnly ? null : (
                  <span className={styles.actions}>
                    {onAddToCart && action.kind !== 'unavailable' ? (
                      <Button
                        size="sm"
                        disabled={busy !== undefined}
                        loading={busy === `add-${item.itemId}`}
                        onClick={() =>
                          void run(
                            `add-${item.itemId}`,
                            () => onAddToCart(item, action),
                            action.kind === 'add' ? labels.added(item.name) : '',
                          )
                        }
                      >
                        {action.kind === 'add' ? labels.addToCart : labels.chooseOptions}
                        <VisuallyHidden> {item.name}</VisuallyHidden>
                      </Button>
                    ) : null}
                    {onRemove ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy !== undefined}
                        loading={busy === `remove-${item.itemId}`}
                        onClick={() =>
                          void run(
                            `remove-${item.itemId}`,
                            () => onRemove(item),
                            labels.removed(item.name),
                          )
                        }
                      >
                        {labels.remove}
                        <VisuallyHidden> {item.name}</VisuallyHidden>
                      </Button>
                    ) : null}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {pageHref && window.pageCount > 1 ? (
        <Pagination
          page={window.page}
          pageCount={window.pageCount}
          getHref={pageHref}
          label={labels.pagination.label}
          labels={{
            previous: labels.pagination.previous,
            next: labels.pagination.next,
            page: labels.pagination.page,
          }}
        />
      ) : null}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {error ? <Notification tone="error">{error}</Notification> : null}
    </Stack>
  );
}
