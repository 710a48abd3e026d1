'use client';

import { usePathname } from 'next/navigation';
import { AccountNav, type AccountNavProps } from './AccountNav';

/** {@link AccountNav} on the current route: the router's path marks the current section. */
export function AccountNavHere(props: Omit<AccountNavProps, 'currentPath'>) {
  return <AccountNav {...props} currentPath={usePathname() ?? ''} />;
}
