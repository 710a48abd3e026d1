'use client';

import { usePathname } from 'next/navigation';
import { ContentMessage } from '../../src/components/ContentMessage';
import { messagesFor } from '../../src/lib/messages';

/** The locale path segments served (spec 1 §2), to read the language of a missing page's URL. */
const localePattern = /^\/(en-us|en-ca|fr-ca|en-gb)(?:\/|$)/i;

/**
 * 404 inside a locale: the shell stays, with a way back to that locale's home page. Next gives
 * not-found pages no params, so the language comes from the URL (`/fr-ca/...` → French).
 */
export default function LocaleNotFound() {
  const match = localePattern.exec(usePathname() ?? '');
  const localePath = match?.[1]?.toLowerCase();
  const messages = messagesFor(localePath?.slice(0, 2) ?? 'en');
  return (
    <ContentMessage
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      link={{ href: localePath ? `/${localePath}` : '/', label: messages.backHome }}
    />
  );
}
