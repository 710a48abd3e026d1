'use client';

import { Button, Dialog, Stack, Text, useManagedDialog } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { pathOnSite } from '../../lib/location/detect';
import { storefrontCookieNames } from '../../lib/session/cookieNames';
import type { LocationLabels } from './labels';

/** The location confirmation dialog's id in the dialog manager (spec 1 §2). */
export const locationDialogId = 'locationConfirmation';

/** How long the answer is kept: a year, in seconds. */
const answerMaxAgeSeconds = 365 * 24 * 60 * 60;

/** Props of {@link LocationDialog}. */
export interface LocationDialogProps {
  /** The detected country (ISO 3166-1 alpha-2), remembered as answered. */
  country: string;
  /** The suggested site's locale path (`en-gb`). */
  targetPath: string;
  labels: LocationLabels;
}

/** Keeps the answer for the detected country (the `locationChoice` cookie, a year). */
function remember(country: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed name, a two-letter value (countryOf); the Cookie Store API is not in every browser
  document.cookie = `${storefrontCookieNames.locationChoice}=${country}; Path=/; Max-Age=${answerMaxAgeSeconds}; SameSite=Lax`;
}

/**
 * The location confirmation dialog (spec 1 §2): opened through the dialog manager when it
 * mounts, it offers the site of the shopper's country (the same page there) or staying. Either
 * answer, or closing it, is remembered for that country. A modal over the page, so nothing
 * under it moves (no layout shift).
 */
export default function LocationDialog({ country, targetPath, labels }: LocationDialogProps) {
  const dialog = useManagedDialog(locationDialogId);
  // The same page on the other site, with its query (the site's home until mounted).
  const [href, setHref] = useState(`/${targetPath}`);
  const { show } = dialog;
  useEffect(() => {
    setHref(pathOnSite(window.location.pathname + window.location.search, targetPath));
    show();
  }, [show, targetPath]);
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
          <Button fullWidth href={href} onClick={() => remember(country)}>
            {labels.go}
          </Button>
          <Button fullWidth variant="secondary" onClick={stay}>
            {labels.stay}
          </Button>
        </Stack>
      </Stack>
    </Dialog>
  );
}
