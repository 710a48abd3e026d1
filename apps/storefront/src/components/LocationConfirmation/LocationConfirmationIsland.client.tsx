'use client';

import { useEffect, useState } from 'react';
import { LocationConfirmationMount } from './LocationConfirmationMount.client';
import type { LocationDialogProps } from './LocationDialog.client';

/** sessionStorage key set when the server said detection is off (no country header here). */
const detectionOffKey = 'locationDetectionOff';

/**
 * The location confirmation (spec 1 §2) of the locale layout, as an island: the layout reads
 * neither the edge's country header nor a cookie (ARCHITECTURE.md §11), so once hydrated it asks
 * GET /api/location for the page's locale; only when the shopper's country differs from the
 * site's and they have not answered for it does it mount the dialog (its code loads then, see
 * `LocationConfirmationMount`). Where no country header is configured the route says so and the
 * island asks no more in this tab's session. Nothing renders in place, so no layout shift; a
 * failed request shows nothing.
 */
export function LocationConfirmationIsland({ localePath }: { localePath: string }) {
  const [dialog, setDialog] = useState<LocationDialogProps | null>(null);
  useEffect(() => {
    if (detectionOff()) return;
    const controller = new AbortController();
    fetch(`/api/location?locale=${encodeURIComponent(localePath)}`, {
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (response) => {
        if (response.status === 200) setDialog((await response.json()) as LocationDialogProps);
        else if (response.headers.get('x-location-detection') === 'off') rememberDetectionOff();
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [localePath]);
  return dialog ? <LocationConfirmationMount {...dialog} /> : null;
}

function detectionOff(): boolean {
  try {
    return window.sessionStorage.getItem(detectionOffKey) === '1';
  } catch {
    return false;
  }
}

function rememberDetectionOff(): void {
  try {
    window.sessionStorage.setItem(detectionOffKey, '1');
  } catch {
    // Storage blocked: the island asks again on the next page.
  }
}
