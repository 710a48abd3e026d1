'use client';
import { localisePath } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import type { AnalyticsEvent, BlockServices } from '@storefront/blocks/services';
import { BlockServicesProvider, consoleBlockLog } from '@storefront/blocks/services';
import { signInDialogs } from '@storefront/commerce';
import { useDialogCommands } from '@storefront/ui';
import { useRouter } from 'next/navigation';
import { createElement, type ReactNode, useMemo } from 'react';
import { analyticsAllowed } from '../../components/ConsentBanner/consentCookie.client';
import { openQuickShop } from '../cart/cart.client';
import type { BlockServicesData } from './services';
import { editorialServices } from './servicesEditorialClient';
import { formsServices } from './servicesFormsClient';
import { productServices } from './servicesProductsClient';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * Pushes an analytics event to `window.dataLayer` (spec 3 §9 "Analytics"), the one dispatcher a
 * tag manager reads; only with performance and analytics consent (`C0002`) where consent is
 * asked (EMEA, spec 3 §9 "Consent"): an event before it is dropped, not queued. An experience's
 * page event (`trackingEvent` on click, spec 3 §7) also goes to the experiment delivery queue
 * (spec 3 §9), whose module loads with the first such event.
 */
export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  if (!analyticsAllowed()) return;
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: event.name,
    ...(event.blockType ? { blockType: event.blockType } : {}),
    ...(event.blockId ? { blockId: event.blockId } : {}),
    ...event.data,
  });
  if (event.blockType === 'experience' && typeof event.data?.experienceId === 'string') {
    const tags = { ...event.data };
    void import('./experimentDelivery.client')
      .then((delivery) => delivery.enqueueExperimentEvent(event.name, tags))
      .catch(() => undefined);
  }
}

/**
 * Provides the block services to the client islands (experience tracking, promotion tracker):
 * the server-decided data plus the browser's analytics (`dataLayer`) and recalculation (a
 * server re-render through `router.refresh()`); the islands log with the blocks' default
 * logger (one JSON line on the browser console: the server's logger cannot cross to the client).
 */
export function StorefrontServicesProvider({
  data,
  children,
}: {
  data: BlockServicesData;
  children: ReactNode;
}) {
  const router = useRouter();
  const dialogs = useDialogCommands();
  const localePath = data.locale.path ?? 'en-us';
  const services = useMemo<BlockServices>(
    () => ({
      ...data,
      log: consoleBlockLog,
      analytics: { track: pushAnalyticsEvent },
      personalisation: { ...data.personalisation, recalculate: () => router.refresh() },
      ...editorialServices(data.locale.path, data.mode),
      products: productServices(
        localePath,
        (url) => router.push(safeRedirectPath(localisePath(localePath, url), localePath)),
        dialogs ? (product) => openQuickShop(dialogs, product) : undefined,
      ),
      forms: formsServices(
        localePath,
        (url) => router.push(safeRedirectPath(url, localePath)),
        dialogs ? (returnTo) => dialogs.open(signInDialogs.signIn, { returnTo }) : undefined,
      ),
    }),
    [data, router, localePath, dialogs],
  );
  return createElement(BlockServicesProvider, { services, children });
}
