'use client';

import { IconButton } from '@storefront/ui';
import { useEffect } from 'react';
import { functionalStorage } from '../../services/consent';
import * as styles from './BenefitBar.css';
import { closedAttribute, readBenefitBarClosed, writeBenefitBarClosed } from './closedFlag';

/** Props of {@link BenefitBarClose}: serialisable only (it is a client island). */
export interface BenefitBarCloseProps {
  /** Accessible name of the button, e.g. `Close the benefit bar`. */
  label: string;
}

function hideClosedBars(): void {
  document.documentElement.setAttribute(closedAttribute, '');
}

/**
 * The benefit bar's close button (spec 3 §4 "Benefit bar"), its only client JavaScript: on click
 * it stores `benefitBarClosed` in localStorage (with functional consent, `functionalStorage`;
 * else the bar is hidden for this page only) and hides every closable bar (attribute on
 * `<html>`, see `closedFlag.ts`). On mount it confirms a stored flag, for renders where the
 * inline script did not run.
 */
export function BenefitBarClose({ label }: BenefitBarCloseProps) {
  useEffect(() => {
    if (readBenefitBarClosed(window.localStorage)) hideClosedBars();
  }, []);

  return (
    <IconButton
      className={styles.close}
      label={label}
      icon="close"
      variant="inverse"
      size="sm"
      onClick={() => {
        writeBenefitBarClosed(functionalStorage());
        hideClosedBars();
      }}
    />
  );
}
