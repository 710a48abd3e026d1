'use client';

import { SizeGuideDialog, type SizeGuideDialogProps } from '@storefront/commerce/client';
import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';

/** The size guide dialog with its words (loaded on first use by `SizeGuideButton`). */
export function SizeGuideHost({
  messages,
  ...props
}: SizeGuideDialogProps & { messages: AbstractIntlMessages }) {
  return (
    <NextIntlClientProvider locale={props.locale} messages={messages} timeZone="UTC">
      <SizeGuideDialog {...props} />
    </NextIntlClientProvider>
  );
}
