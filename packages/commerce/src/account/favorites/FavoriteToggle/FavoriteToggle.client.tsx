'use client';

import { fillPlaceholders, IconButton } from '@storefront/ui';
import type { FavoriteToggleLabels } from '../labels';
import * as styles from './FavoriteToggle.css';

/** Props of {@link FavoriteToggle}. */
export interface FavoriteToggleProps {
  /** The product's name (the button's accessible name says which product). */
  productName: string;
  /** Whether the product is in the shopper's favorites (filled heart). */
  saved: boolean;
  /** A change is running: spinner, clicks ignored, focus kept. */
  busy?: boolean;
  /** The last change's failure message, shown under the heart (an alert). */
  error?: string | undefined;
  /** Called on press (keyboard or pointer): the host adds or removes the favorite. */
  onToggle(): void;
  /** `sm` on product cards, `md` on the product page and quick-shop. */
  size?: 'sm' | 'md';
  /** Strings (see `favoriteToggleLabelsFrom`); `{name}` filled here. */
  labels: FavoriteToggleLabels;
}

/**
 * The favorite heart (spec 1 §4 favorites; client island): an icon button named "Add {name}
 * to favorites" or, once saved, "Remove {name} from favorites" with a filled heart. It only
 * shows state and reports presses: signing a guest in, the calls and hiding it for a
 * connected employee are the host's.
 */
export function FavoriteToggle({
  productName,
  saved,
  busy = false,
  error,
  onToggle,
  size = 'sm',
  labels,
}: FavoriteToggleProps) {
  const label = fillPlaceholders(saved ? labels.remove : labels.add, { name: productName });
  return (
    <span className={styles.wrap}>
      <IconButton
        icon={saved ? 'heart-filled' : 'heart'}
        label={label}
        variant="secondary"
        size={size}
        loading={busy}
        className={saved ? styles.saved : undefined}
        data-favorite={saved ? 'saved' : 'not-saved'}
        onClick={onToggle}
      />
      <span role="alert" className={styles.message}>
        {error ?? ''}
      </span>
    </span>
  );
}
