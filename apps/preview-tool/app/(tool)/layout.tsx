import { alpineTheme, resetRoot } from '@storefront/ui';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import * as styles from '../../src/styles/app.css';

export const metadata: Metadata = {
  title: 'Content preview',
  robots: { index: false, follow: false },
};

/** The preview tool's shell: brand theme, a title bar and the main area. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className={`${resetRoot} ${alpineTheme} ${styles.body}`}>
        <header className={styles.bar}>
          <span className={styles.brand}>Content preview</span>
        </header>
        <main className={styles.main}>{children}</main>
      </body>
    </html>
  );
}
