// The storefront's one stylesheet in production (scripts/stylesheet.mjs; empty in development).
import '@storefront/stylesheet';
import { defaultLocalePath } from '@storefront/api-contract';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { ContentMessage } from '../src/components/ContentMessage';
import { brandThemeClass } from '../src/lib/brand';
import * as shell from '../src/styles/shell.css';

/** The words of a URL outside every locale: the default locale's (English). */
const shellWords = () => getTranslations({ locale: defaultLocalePath, namespace: 'shell' });

/** The 404's title in the default locale's words; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await shellWords();
  return { title: t('notFound.title'), robots: { index: false } };
}

/** Rendered per request (below), not prerendered (cache components). */
export const instant = false;

/**
 * The 404 for URLs outside every locale (e.g. `/xx-yy`), themed like the storefront. Rendered
 * per request, so Next's scripts carry the request's CSP nonce (proxy.ts).
 */
export default async function GlobalNotFound() {
  await connection();
  const t = await shellWords();
  return (
    <html lang="en">
      <body className={`${brandThemeClass} ${shell.body}`}>
        <main id="main" className={shell.main}>
          <ContentMessage
            title={t('notFound.title')}
            text={t('notFound.text')}
            link={{ href: '/', label: t('notFound.backHome') }}
          />
        </main>
      </body>
    </html>
  );
}
