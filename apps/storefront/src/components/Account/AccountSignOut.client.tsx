'use client';

import { Button } from '@storefront/ui';
import { useSignOut } from '../../lib/auth/useSignOut.client';

/**
 * The account page's sign-out button: the storefront's one sign-out (`useSignOut`: local
 * stores cleared, a new guest token, then the home, spec 2 §4).
 */
export function AccountSignOut({ label }: { label: string }) {
  const { busy, signOut } = useSignOut();
  return (
    <Button
      variant="secondary"
      loading={busy}
      onClick={() => void signOut(`${window.location.pathname}${window.location.search}`)}
    >
      {label}
    </Button>
  );
}
