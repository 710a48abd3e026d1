'use client';

import { botChallengeLabelsFrom } from '@storefront/commerce';
import { BotChallengeDialog } from '@storefront/commerce/client';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BotChallengeDialogsProps } from './BotChallengeHost.client';

function Dialog({ onSettle }: Pick<BotChallengeDialogsProps, 'onSettle'>) {
  const t = useTranslations('cart');
  const labels = useMemo(() => botChallengeLabelsFrom(t), [t]);
  return <BotChallengeDialog labels={labels} onSettle={onSettle} />;
}

/** The challenge dialog with its words (the `cart` namespace), loaded on the first challenge. */
export default function BotChallengeDialogs({
  localeTag,
  messages,
  onSettle,
}: BotChallengeDialogsProps) {
  return (
    <NextIntlClientProvider locale={localeTag} messages={messages} timeZone="UTC">
      <Dialog onSettle={onSettle} />
    </NextIntlClientProvider>
  );
}
