'use client';

import { type CompareProduct, localisePath } from '@storefront/api-contract';
import { ManagedDialog } from '@storefront/ui';
import { type AbstractIntlMessages, NextIntlClientProvider, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { compareProductsAction } from '../../lib/compareActions';
import { CompareTable, compareWordsOf } from './CompareTable';
import { compareDialogId } from './compareSelection';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; products: CompareProduct[] };

/** The dialog's body: the products of its arguments, read through the compare Server Action. */
function CompareBody({
  productIds,
  locale,
  localePath,
}: {
  productIds: readonly string[];
  locale: string;
  localePath: string;
}) {
  const t = useTranslations('search.compare');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const key = productIds.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: one read per choice (the key)
  useEffect(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    compareProductsAction([...productIds])
      .then((result) => {
        if (!live) return;
        setLoaded(
          result.ok
            ? { state: 'ready', products: result.products }
            : { state: 'failed', message: t('failed') },
        );
      })
      .catch(() => live && setLoaded({ state: 'failed', message: t('failed') }));
    return () => {
      live = false;
    };
  }, [key]);

  if (loaded.state === 'loading') return <p role="status">{t('loading')}</p>;
  if (loaded.state === 'failed') return <p role="alert">{loaded.message}</p>;
  return (
    <CompareTable
      products={loaded.products}
      hrefOf={(p) => localisePath(localePath, p.url)}
      locale={locale}
      words={compareWordsOf(t)}
    />
  );
}

function CompareDialog({ locale, localePath }: { locale: string; localePath: string }) {
  const t = useTranslations('search.compare');
  return (
    <ManagedDialog<{ productIds?: string[] }>
      id={compareDialogId}
      title={t('title')}
      closeLabel={t('close')}
      size="lg"
    >
      {(args) => (
        <CompareBody productIds={args.productIds ?? []} locale={locale} localePath={localePath} />
      )}
    </ManagedDialog>
  );
}

/**
 * The compare dialog with its words (loaded on first use by `CompareForm`): the chosen products
 * side by side in a {@link CompareTable}, read when the dialog opens.
 */
export function CompareDialogHost({
  locale,
  localePath,
  messages,
}: {
  locale: string;
  localePath: string;
  messages: AbstractIntlMessages;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <CompareDialog locale={locale} localePath={localePath} />
    </NextIntlClientProvider>
  );
}
