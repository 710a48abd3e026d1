'use client';
import { localisePath } from '@storefront/api-contract';
import { safeRedirectPath } from '@storefront/api-contract/redirects';
import type { BlockServices } from '@storefront/blocks/services';
import { BlockServicesProvider, consoleBlockLog } from '@storefront/blocks/services';
import { signInDialogs } from '@storefront/commerce';
import { useDialogCommands } from '@storefront/ui';
import { useRouter } from 'next/navigation';
import { createElement, type ReactNode, useMemo } from 'react';
import { openQuickShop } from '../cart/cart.client';
import { productOrigins } from '../productOrigins';
import { pushAnalyticsEvent } from './analytics.client';
import type { BlockServicesData } from './services';
import { editorialServices } from './servicesEditorialClient';
import { formsServices } from './servicesFormsClient';
import { productServices } from './servicesProductsClient';

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
        // a block's quick-shop (the recommendation carousels): its adds carry that origin
        dialogs
          ? (product) =>
              openQuickShop(dialogs, { ...product, origin: productOrigins.recommendations })
          : undefined,
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
