import type { ReactNode } from 'react';
import { showsPopups } from '../../lib/popupRules';

/** Props of {@link PopupsForPath}. */
export interface PopupsForPathProps {
  /** The pop-up blocks, rendered on the server. */
  children: ReactNode;
  /** The page's path, e.g. `/en-us/checkout`. */
  pathname: string;
}

/**
 * The pop-ups, unless the path is one where the shopper is buying (checkout, order
 * confirmation: `showsPopups`). Free of the router, so stories render it; the layout uses
 * {@link PopupsGate}, which passes the router's path.
 */
export function PopupsForPath({ children, pathname }: PopupsForPathProps) {
  return showsPopups(pathname) ? children : null;
}
