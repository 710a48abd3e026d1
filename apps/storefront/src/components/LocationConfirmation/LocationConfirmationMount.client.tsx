'use client';

import { lazy, Suspense } from 'react';
import type { LocationDialogProps } from './LocationDialog.client';

// The dialog's code (and the dialog primitive's) loads only on a page that shows it.
const LocationDialog = lazy(() => import('./LocationDialog.client'));

/**
 * The island the layout renders only when the shopper's country differs from the site's and
 * they have not answered yet (spec 1 §2 "location confirmation"): it loads the dialog, which
 * opens itself through the dialog manager. Nothing renders in place, so no layout shift.
 */
export function LocationConfirmationMount(props: LocationDialogProps) {
  return (
    <Suspense fallback={null}>
      <LocationDialog {...props} />
    </Suspense>
  );
}
