import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContentMessage } from '../src/components/ContentMessage';
import { brandThemeClass } from '../src/lib/brand';
import { messagesFor } from '../src/lib/messages';
import * as shell from '../src/styles/shell.css';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

/**
 * The 404 for URLs outside every locale (e.g. `/xx-yy`), themed like the storefront. Rendered
 * per request, so Next's scripts carry the request's CSP nonce (proxy.ts).
 */
export default async function GlobalNotFound() {
  await connection();
  const messages = messagesFor('en');
  return (
    <html lang="en">
      <body className={`${brandThemeClass} ${shell.body}`}>
        <main id="main" className={shell.main}>
          <ContentMessage
            title={messages.notFoundTitle}
            text={messages.notFoundText}
            link={{ href: '/', label: messages.backHome }}
          />
        </main>
      </body>
    </html>
  );
}
