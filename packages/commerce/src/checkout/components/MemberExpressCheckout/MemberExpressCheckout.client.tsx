'use client';

import { Button } from '@storefront/ui';
import { useId, useState } from 'react';
import { useTranslations } from 'use-intl';
import type { MemberExpressSummary } from '../../flow/memberExpress';
import * as styles from './MemberExpressCheckout.css';

/** Props of {@link MemberExpressCheckout}. */
export interface MemberExpressCheckoutProps {
  /** Where the order ships and which saved card pays (the route decided the shopper may use it). */
  summary: MemberExpressSummary;
  /**
   * Runs the one-step checkout (spec 1 §4: the main address for shipping and billing, the
   * default shipping method, the default card, prepare order) and answers where the shopper
   * goes: the summary, or the shipping step with the reason. Never throws.
   */
  onExpress(): Promise<{ href: string }>;
  /** Goes to the answered page (the host's router). */
  onNavigate(href: string): void;
  /** Off while the cart changes (another cart call runs). */
  disabled?: boolean;
}

/**
 * "Express checkout" of the cart for a signed-in shopper with a main shipping address and a
 * default saved card (spec 1 §4): one press applies them, prepares the order and opens the
 * checkout at the summary (any failure opens shipping with the reason). Under the button it
 * says where the order ships and which card pays. Busy from the press until the next page
 * shows (a second press is ignored); the busy state is announced. Words: the `cart`
 * namespace's `memberExpress` group.
 */
export function MemberExpressCheckout({
  summary,
  onExpress,
  onNavigate,
  disabled = false,
}: MemberExpressCheckoutProps) {
  const t = useTranslations('cart');
  const detailsId = useId();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    const { href } = await onExpress();
    // Stays busy: the next page replaces this one.
    onNavigate(href);
  };
  return (
    <div className={styles.root}>
      <Button
        variant="secondary"
        fullWidth
        loading={busy}
        disabled={disabled}
        aria-describedby={detailsId}
        onClick={() => void run()}
      >
        {t('memberExpress.button')}
      </Button>
      <p id={detailsId} className={styles.details}>
        {t('memberExpress.details', {
          address: summary.address,
          cardType: summary.cardType,
          lastFour: summary.lastFour,
        })}
      </p>
      <p role="status" className={styles.status}>
        {busy ? t('memberExpress.busy') : ''}
      </p>
    </div>
  );
}
