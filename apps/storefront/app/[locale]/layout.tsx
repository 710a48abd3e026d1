// The storefront's one stylesheet in production (scripts/stylesheet.mjs; empty in development).
import '@storefront/stylesheet';
import { findLocale, storefrontLocales } from '@storefront/api-contract';
import {
  BenefitBarClosedScript,
  consentRequiredIn,
  defaultRegistry,
  RenderBlocks,
} from '@storefront/blocks';
import type { Metadata, Viewport } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { BasketProvider } from '../../src/components/Basket';
import {
  ConsentActions,
  ConsentBanner,
  ConsentSettingsLink,
  consentAnsweredScript,
  consentLabelsFrom,
  consentRequiredAttribute,
} from '../../src/components/ConsentBanner';
import { expressIslandProps } from '../../src/components/Express/expressIslandProps';
import { LocationConfirmationIsland } from '../../src/components/LocationConfirmation';
import { PopupsGate } from '../../src/components/PopupsGate';
import { SiteFooter } from '../../src/components/SiteFooter';
import { SiteHeader } from '../../src/components/SiteHeader';
import { SkipLink } from '../../src/components/SkipLink';
import { WebVitals } from '../../src/components/WebVitals';
import { islandMessages } from '../../src/i18n/catalogue';
import { brandName, brandThemeClass } from '../../src/lib/brand';
import { copyrightYear } from '../../src/lib/cache/readCache';
import { getFooterContent, getMenuContent } from '../../src/lib/content';
import { readBenefits, readFooter, readMegaMenu } from '../../src/lib/navigation';
import { getPopupsContent, readPopups, shellServicesData } from '../../src/lib/navigationShell';
import { shellParams } from '../../src/lib/routeParams';
import { toServerServices } from '../../src/lib/services/services';
import { StorefrontServicesProvider } from '../../src/lib/services/services.client';
import { sessionFlagsScript } from '../../src/lib/session/sessionFlags';
import * as shell from '../../src/styles/shell.css';

export const metadata: Metadata = {
  title: { template: `%s | ${brandName}`, default: brandName },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

/** Prerendered at build time: only the placeholder locale (`shellParams`, a 404 shell). */
export const generateStaticParams = () => shellParams('locale');

/**
 * Pages under a locale may read the request (cart, checkout, account, a listing query) or meet
 * a failed read: such a page is rendered per request instead of failing the prerender, and
 * every page without either is prerendered on its first request and kept (cache components,
 * ARCHITECTURE.md §5).
 */
export const instant = false;

/**
 * The root layout of a `/{lang}-{region}` locale (spec 3 §2 routes): brand theme and reset,
 * `<html lang>`, skip link, the benefit bar (blocks of the menu document's `benefits` slot,
 * through the block renderer), header with the mega menu of the menu document, `<main>`, footer
 * from the footer document, and the pop-ups of the `popups/{siteId}` document (spec 3 §3, §4
 * "Pop-up"; none on the checkout and order confirmation, `PopupsGate`). Header and pop-ups get the shell's client services (analytics) from a provider. Everything in the body is under the one basket store and dialog manager (`BasketProvider`, spec 1 §2). The head carries the benefit bar's closed-flag script and the session flags' script (constant, no nonce: their hashes are in the CSP, src/lib/security/headScripts.ts), which set attributes on
 * `<html>` before the first paint (the closed bar hidden, the header's sign-out shown to a signed-in shopper: the layout reads no cookie) (hence `suppressHydrationWarning` on `<html>`); where consent is asked (EMEA) the consent banner (spec 3 §9) and its head script too, and the footer's "Cookie settings" that reopens its preferences dialog. A missing menu or footer leaves an empty navigation, never an error. Pages call
 * `requireLocale`, so an unknown locale is a 404 inside this shell.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  // An unknown locale still gets a shell (default locale, no navigation) so that the page's
  // notFound() renders the themed 404 inside it; notFound() in a root layout renders a bare page.
  const served = findLocale((await params).locale);
  const locale = served ?? storefrontLocales[0]!;
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const [menu, footer, popups] = served
    ? await Promise.all([
        getMenuContent(locale),
        getFooterContent(locale),
        getPopupsContent(locale),
      ])
    : [null, null, null];
  const menuDocument = menu?.ok ? menu.document : null;
  const shellData = shellServicesData(locale);
  const shellServices = toServerServices(shellData);
  // Consent is asked in EMEA only (spec 3 §4, §9): the banner, its head script and the marker
  // that gates analytics in the browser (`analyticsAllowed`).
  const askConsent = served !== undefined && consentRequiredIn(locale.region);
  const consentT = askConsent
    ? await getTranslations({ locale: locale.path, namespace: 'consent' })
    : undefined;
  const consentLabels = consentT ? consentLabelsFrom(consentT) : undefined;
  return (
    <html
      lang={locale.tag}
      suppressHydrationWarning
      {...(askConsent ? { [consentRequiredAttribute]: '' } : {})}
    >
      <head>
        {/* Constant scripts: allowed by their hashes under the nonce CSP (headScripts.ts). */}
        <BenefitBarClosedScript />
        {askConsent && (
          <script
            // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no content in it
            dangerouslySetInnerHTML={{ __html: consentAnsweredScript }}
          />
        )}
        <script
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, no content in it
          dangerouslySetInnerHTML={{ __html: sessionFlagsScript }}
        />
      </head>
      <body className={`${brandThemeClass} ${shell.body}`}>
        {/* The mini cart and quick-shop dialogs read `cart` on every page, once loaded. */}
        <BasketProvider
          localePath={locale.path}
          localeTag={locale.tag}
          cartMessages={islandMessages(locale, ['cart'])}
          express={await expressIslandProps(locale)}
        >
          <SkipLink label={t('skipToContent')} />
          <RenderBlocks
            blocks={readBenefits(menuDocument)}
            registry={defaultRegistry}
            mode="production"
            services={shellServices}
          />
          <StorefrontServicesProvider data={shellData}>
            <SiteHeader
              locale={locale}
              brandName={brandName}
              megaMenu={readMegaMenu(menuDocument, locale.path)}
              services={shellServices}
              t={t}
            />
          </StorefrontServicesProvider>
          <main id="main" tabIndex={-1} className={shell.main}>
            {children}
          </main>
          <SiteFooter
            locale={locale}
            brandName={brandName}
            footer={readFooter(footer?.ok ? footer.document : null)}
            year={await copyrightYear()}
            t={t}
            {...(consentT
              ? {
                  consentSettings: (className: string) => (
                    <ConsentSettingsLink label={consentT('settings.link')} className={className} />
                  ),
                }
              : {})}
          />
          <PopupsGate>
            <StorefrontServicesProvider data={shellData}>
              <RenderBlocks
                blocks={readPopups(popups)}
                registry={defaultRegistry}
                mode="production"
                services={shellServices}
              />
            </StorefrontServicesProvider>
          </PopupsGate>
          {/* Field Core Web Vitals, loaded after the page, sent with analytics consent only. */}
          <WebVitals />
          {/* Asks the server in the browser; a dialog only when the edge's country differs
              from the site's (spec 1 §2). */}
          {served && <LocationConfirmationIsland localePath={locale.path} />}
          {consentLabels && (
            <ConsentBanner
              labels={consentLabels}
              privacyHref={`/${locale.path}/privacy`}
              actions={<ConsentActions labels={consentLabels} />}
            />
          )}
        </BasketProvider>
      </body>
    </html>
  );
}
