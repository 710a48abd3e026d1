import { resetRoot } from '@storefront/ui';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { lakesideTheme } from '../src/theme';

export const metadata: Metadata = {
  title: 'Lakeside Outfitters',
  description: 'A brand site built from the published storefront packages.',
};

/** The brand's root: German, the kit's reset and the Lakeside theme on `<body>`. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="de">
      <body className={resetRoot} style={lakesideTheme} data-brand="lakeside">
        {children}
      </body>
    </html>
  );
}
