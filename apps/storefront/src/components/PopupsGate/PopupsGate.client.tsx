'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { PopupsForPath } from './PopupsForPath';

/**
 * The layout's pop-ups, gated by the router's current path (see {@link PopupsForPath}). It
 * follows client navigation: the layout stays while the path changes, so a pop-up leaves when
 * the shopper moves on to the checkout.
 */
export function PopupsGate({ children }: { children: ReactNode }) {
  return <PopupsForPath pathname={usePathname() ?? ''}>{children}</PopupsForPath>;
}
