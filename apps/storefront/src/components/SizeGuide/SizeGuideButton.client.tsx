'use client';

import type { FootSizes, SizeChart } from '@storefront/api-contract';
import { sizeGuideDialogId } from '@storefront/commerce';
import { Button, useDialogManager } from '@storefront/ui';
import type { AbstractIntlMessages } from 'next-intl';
import { lazy, Suspense, useState } from 'react';

let loading: Promise<typeof import('./SizeGuideHost.client')> | undefined;

/** Starts loading the size guide's code once per page (again after a failure). */
function preload(): Promise<typeof import('./SizeGuideHost.client')> {
  loading ??= import('./SizeGuideHost.client').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const Host = lazy(() => preload().then((module) => ({ default: module.SizeGuideHost })));

/**
 * "Size guide" on the product page: opens the size guide dialog (spec 2 §7 size chart and
 * foot sizes), whose code loads on intent and first use (the pattern of `LazyCartDialogs`).
 */
export function SizeGuideButton({
  label,
  ...host
}: {
  label: string;
  chart?: SizeChart | undefined;
  footSizes?: FootSizes | undefined;
  locale: string;
  messages: AbstractIntlMessages;
}) {
  const dialogs = useDialogManager();
  const [used, setUsed] = useState(false);
  if (!used && dialogs.isOpen(sizeGuideDialogId)) setUsed(true);
  const intent = () => void preload().catch(() => undefined);
  return (
    <>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onPointerEnter={intent}
          onFocus={intent}
          onClick={() => dialogs.open(sizeGuideDialogId)}
        >
          {label}
        </Button>
      </div>
      {used ? (
        <Suspense fallback={null}>
          <Host {...host} />
        </Suspense>
      ) : null}
    </>
  );
}
