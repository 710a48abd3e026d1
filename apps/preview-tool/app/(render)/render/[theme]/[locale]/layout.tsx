import { findLocale } from '@storefront/api-contract';
import { brandThemes, resetRoot } from '@storefront/ui';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { previewThemes } from '../../../../../src/lib/query';

export const metadata: Metadata = {
  title: 'Document preview frame',
  robots: { index: false, follow: false },
};

/**
 * Root layout of the render-only route (the breakpoint frames' documents): the brand theme
 * class and the locale's language on the frame's own `<html>`/`<body>`, so blocks, portals and
 * media queries behave as on the storefront. Unknown theme or locale: the defaults.
 */
export default async function RenderLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ theme: string; locale: string }>;
}) {
  const { theme, locale } = await params;
  const brand = previewThemes.find((t) => t === theme) ?? 'alpine';
  return (
    <html lang={findLocale(locale)?.tag ?? 'en-US'}>
      <body className={`${resetRoot} ${brandThemes[brand]}`}>{children}</body>
    </html>
  );
}
