'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './OrderConfirmation.css';

/**
 * The confirmation's title, focused when the page shows (spec 1 §4: placing the order moves the
 * shopper to /order-confirmation; the focus lands on the outcome instead of the page body, so a
 * keyboard or screen reader user starts there). A small client island of the server-safe page.
 */
export function ConfirmationTitle({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}
