'use client';
import { localisePath } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import type { AnalyticsEvent, BlockServices } from '@storefront/blocks/services';
import { BlockServicesProvider, consoleBlockLog } from '@storefront/blocks/services';
import { signInDialogs } from '@storefront/commerce';
import { useDialogCommands } from '@storefront/ui';
import { useRouter } from 'next/navigation';
import { createElement, type ReactNode, useMemo } from 'react';
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

/** Pushes an analytics event to `window.dataLayer` (spec 3 §9 "Analytics"). */
export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: event.name,
    ...(event.blockType ? { blockType: event.blockType } : {}),
    ...(event.blockId ? { blockId: event.blockId } : {}),
    ...event.data,
  });
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
