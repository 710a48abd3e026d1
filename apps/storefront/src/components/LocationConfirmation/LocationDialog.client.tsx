'use client';

import { Button, Dialog, Stack, Text, useManagedDialog } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { pathOnSite } from '../../lib/location/detect';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import type { LocationLabels, LocationSite } from './labels';

/** The location confirmation dialog's id in the dialog manager (spec 1 §2). */
export const locationDialogId = 'locationConfirmation';

/** How long the answer is kept: a year, in seconds. */
const answerMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  /** The detected country (ISO 3166-1 alpha-2), remembered as answered. */
  country: string;
  /** The sites offered, at least one, the page's language first (`locationSitesFrom`). */
  sites: LocationSite[];
  labels: LocationLabels;
}

/** Keeps the answer for the detected country (the `locationChoice` cookie, a year). */
function remember(country: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, a two-letter value (countryOf); the Cookie Store API is not in every browser
  document.cookie = `${storefrontCookieNames.locationChoice}=${country}; Path=/; Max-Age=${answerMaxAgeSeconds}; SameSite=Lax`;
}

/**
 * The location confirmation dialog (spec 1 §2): opened through the dialog manager when it
 * mounts, it offers the site of the shopper's country (the same page there; one link per
 * language where the country has several) or staying. Either answer, or closing it, is
 * remembered for that country. A modal over the page, so nothing under it moves (no layout
 * shift).
 */
export default function LocationDialog({ country, sites, labels }: LocationDialogProps) {
  const dialog = useManagedDialog(locationDialogId);
  // The current page with its query, to open on the other site (its home until mounted).
  const [here, setHere] = useState('/');
  const { show } = dialog;
  useEffect(() => {
    setHere(window.location.pathname + window.location.search);
    show();
  }, [show]);
  const stay = () => {
    remember(country);
    dialog.close();
  };
  return (
    <Dialog
      open={dialog.open}
      onOpenChange={(open) => {
        if (!open) stay();
      }}
      title={labels.title}
      description={labels.detected}
      size="sm"
      closeLabel={labels.close}
    >
      <Stack gap="md">
        <Text>{labels.intro}</Text>
        <Stack gap="sm">
          {sites.map((site) => (
            <Button
              key={site.path}
              fullWidth
              href={pathOnSite(here, site.path)}
              onClick={() => remember(country)}
            >
              {site.label}
            </Button>
          ))}
          <Button fullWidth variant="secondary" onClick={stay}>
            {labels.stay}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
