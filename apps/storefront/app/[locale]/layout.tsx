import '@storefront/ui/reset';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '../../src/components/SiteFooter';
import { SiteHeader } from '../../src/components/SiteHeader';
import { SkipLink } from '../../src/components/SkipLink';
import { brandName, brandThemeClass } from '../../src/lib/brand';
import { getFooterContent, getMenuContent } from '../../src/lib/content';
import { requireLocale } from '../../src/lib/locale';
import { messagesFor } from '../../src/lib/messages';
import { readFooter, readMenu, readPromo } from '../../src/lib/navigation';
import * as shell from '../../src/styles/shell.css';

export const metadata: Metadata = {
  title: { template: `%s | ${brandName}`, default: brandName },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/**
 * The root layout of a `/{lang}-{region}` locale (spec 3 §2 routes): brand theme and reset,
 * `<html lang>`, skip link, header from the menu document, `<main>`, footer from the footer
 * document. A missing menu or footer leaves an empty navigation, never an error.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = requireLocale((await params).locale);
  const messages = messagesFor(locale.language);
  const [menu, footer] = await Promise.all([getMenuContent(locale), getFooterContent(locale)]);
  const menuDocument = menu.ok ? menu.document : null;
  return (
    <html lang={locale.tag}>
      <body className={`${brandThemeClass} ${shell.body}`}>
        <SkipLink label={messages.skipToContent} />
        <SiteHeader
          locale={locale}
          brandName={brandName}
          menu={readMenu(menuDocument)}
          promo={readPromo(menuDocument)}
          messages={messages}
        />
        <main id="main" tabIndex={-1} className={shell.main}>
          {children}
        </main>
        <SiteFooter
          locale={locale}
          brandName={brandName}
          footer={readFooter(footer.ok ? footer.document : null)}
          messages={messages}
        />
      </body>
    </html>
  );
}
