'use client';

import { commerceDialogs } from '@storefront/commerce';
import { useCartState } from '@storefront/commerce/client';
import { Icon, useManagedDialog } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import * as styles from './CartButton.css';
import { preloadCartDialogs } from './LazyCartDialogs.client';

/** Longest wait (ms) for the closing mini cart to leave before focus goes back to the button. */
const closeFocusWaitMs = 2000;

/** Props of {@link CartButton}. */
export interface CartButtonProps {
  /** Storefront locale path, e.g. `en-us`. */
  localePath: string;
  /** 'Cart' in the locale's language. */
  label: string;
  /** Class of the header's cart link (kept for the button). */
  className: string;
  /** Class of the visible text (hidden on small screens). */
  textClassName: string;
}

/** Pointer or focus intent on the button: start loading the cart dialogs (errors retried on use). */
function intent() {
  preloadCartDialogs().catch(() => undefined);
}

/** The count as the badge shows it: '' for an empty cart, '99+' past 99 items. */
function countText(totalItems: number): string {
  if (totalItems <= 0) return '';
  return totalItems > 99 ? '99+' : String(totalItems);
}

/**
 * The header's cart button (spec 1 §2 mini cart): server-rendered as the link to the cart page
 * (works without JavaScript); once hydrated a button that opens the mini cart panel, named with
 * the item count of the layout's basket store. The mini cart opens through the dialog manager
 * (the layout's `BasketProvider` hosts it); its code is preloaded when a pointer rests on the
 * button or it takes focus.
 */
export function CartButton({ localePath, label, className, textClassName }: CartButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const cartHref = `/${localePath}/cart`;

  if (!hydrated) {
    return (
      <a className={className} href={cartHref} aria-label={label}>
        <Icon name="cart" size="md" />
        <span className={textClassName}>{label}</span>
      </a>
    );
  }
  return <HydratedButton label={label} className={className} textClassName={textClassName} />;
}

function HydratedButton({
  label,
  className,
  textClassName,
}: {
  label: string;
  className: string;
  textClassName: string;
}) {
  const { totalItems } = useCartState();
  const miniCart = useManagedDialog(commerceDialogs.miniCart);
  const miniCartOpen = miniCart.open;
  const count = countText(totalItems);
  const ref = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // The mini cart has no Radix trigger: give focus back to this button once it has closed
    // (after the 250 ms dialog transition) with nothing focused.
    if (miniCartOpen) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      const started = Date.now();
      const timer = setInterval(() => {
        const active = document.activeElement;
        const inDialog = active?.closest('[role="dialog"]');
        if (!active || active === document.body) ref.current?.focus();
        else if (inDialog && Date.now() - started < closeFocusWaitMs) return;
        clearInterval(timer);
      }, 50);
      return () => clearInterval(timer);
    }
    return undefined;
  }, [miniCartOpen]);
  return (
    <button
      ref={ref}
      type="button"
      className={`${className} ${styles.button}`}
      aria-haspopup="dialog"
      // WCAG 2.5.3 (label in name): the name is the visible text, the badge's count as shown.
      aria-label={count ? `${label} ${count}` : label}
      onClick={() => miniCart.show()}
      onPointerEnter={intent}
      onFocus={intent}
      onTouchStart={intent}
      data-testid="cart-button"
    >
      <Icon name="cart" size="md" />
      <span className={textClassName}>{label}</span>{' '}
      {count ? (
        <span className={styles.count} data-testid="cart-count">
          {count}
        </span>
      ) : null}
    </button>
  );
}
