'use client';

import { Button, Notification, Stack } from '@storefront/ui';
import { useEffect, useState } from 'react';

/** Props of {@link UseMyLocation}. */
export interface UseMyLocationProps {
  /** The locator's path (`/en-us/stores`): the location goes there as `?lat=&lng=`. */
  action: string;
  labels: { useLocation: string; locating: string; denied: string; unavailable: string };
}

/** Coordinates rounded to 3 decimals (about 100 m): enough for "nearest", no more is sent. */
const rounded = (n: number) => Math.round(n * 1000) / 1000;

/**
 * "Use my location" (spec 2 §7 store search by the browser's location, only when the shopper
 * allows it): asks the browser for its position when pressed, never before, and opens the
 * locator with `?lat=&lng=` (rounded to about 100 m). A refusal or a failure says so and
 * leaves the postal code search. Rendered only once hydrated and where the browser has
 * geolocation, so a page without JavaScript shows no dead button.
 */
export function UseMyLocation({ action, labels }: UseMyLocationProps) {
  const [supported, setSupported] = useState(false);
  const [state, setState] = useState<'idle' | 'locating' | 'denied' | 'unavailable'>('idle');
  useEffect(() => setSupported(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  if (!supported) return null;

  const locate = () => {
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        const query = new URLSearchParams({
          lat: String(rounded(position.coords.latitude)),
          lng: String(rounded(position.coords.longitude)),
        });
        // A full navigation: the locator is rendered on the server for that query.
        window.location.assign(`${action}?${query}`);
      },
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <Stack gap="sm">
      <div>
        <Button variant="tertiary" loading={state === 'locating'} onClick={locate}>
          {state === 'locating' ? labels.locating : labels.useLocation}
        </Button>
      </div>
      {(state === 'denied' || state === 'unavailable') && (
        <Notification tone="warning">
          {state === 'denied' ? labels.denied : labels.unavailable}
        </Notification>
      )}
    </Stack>
  );
}
