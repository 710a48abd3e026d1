import { alpineTheme, resetRoot } from '@storefront/ui';
import type { Metadata } from 'next';
import { connection } from 'next/server';
import * as styles from '../src/styles/app.css';

export const metadata: Metadata = {
  title: 'Not found — Content preview',
  robots: { index: false },
};

/**
 * The 404 of the preview tool (its two route groups, the tool and the render-only frames, each
 * have their own root layout, so the 404 brings its own `<html>`). Rendered per request, so
 * Next's scripts carry the request's CSP nonce (proxy.ts).
 */
export default async function GlobalNotFound() {
  await connection();
  return (
    <html lang="en">
      <body className={`${resetRoot} ${alpineTheme} ${styles.body}`}>
        <main className={styles.main}>
          <h1>Page not found</h1>
          <p>
            <a href="/">Back to the content preview</a>
          </p>
        </main>
      </body>
    </html>
  );
}
