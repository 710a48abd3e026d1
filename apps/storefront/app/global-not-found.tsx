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
 * The 404 for URLs outside every locale (e.g. `/xx-yy`), themed like the storefront. Though it
 * asks to render per request, Next 16.4 keeps the answer of the `[locale]` route whose layout
 * called `notFound()` (`x-nextjs-cache` on the next request), so these URLs get the static
 * script policy, not a nonce that would be the first request's (src/lib/security/pageScripts.ts).
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
