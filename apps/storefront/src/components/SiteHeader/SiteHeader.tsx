import { type StorefrontLocale, storefrontLocales } from '@storefront/api-contract';
import { type BlockServices, defaultRegistry, RenderBlocks } from '@storefront/blocks';
import type { Translate } from '../../i18n/translate';
import { endAssociateSessionAction } from '../../lib/associate/actions';
import { AssociateStripIsland } from '../AssociateStrip';
import { CartButton } from '../CartButton';
import { HeaderSearch } from '../HeaderSearch';
import { AccountLinkShell } from './AccountLinkShell';
import { LogoMark } from './LogoMark';
import { localeLabel } from './localeLabel';
import * as styles from './SiteHeader.css';
import { SiteHeaderFrame } from './SiteHeaderFrame.client';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  locale: StorefrontLocale;
  brandName: string;
  /** The `megaMenu` blocks of the menu document (see `readMegaMenu`); `[]` for none. */
  megaMenu: readonly unknown[];
  /** Services the mega menu renders with (locale for its labels). */
  services: BlockServices;
  /** The `shell` namespace's translator (`getTranslations`): the header's words. */
  t: Translate;
}

export { localeLabel };

/**
 * The storefront header: logo, the mega menu of the menu document (spec 3 §3, rendered by the
 * block renderer: a bar of top links with desktop panels and a mobile drawer), the search field
 * (a GET form to `/search`, a combobox with suggestions once focused: `HeaderSearch`), a locale
 * switcher as plain links, the sign-in link (sign-out once signed in, shown before the first
 * paint by the head script's attribute: `AccountLinkShell` reads no cookie) and the cart link. It hides while the page scrolls down and returns
 * when it scrolls up (`SiteHeaderFrame`, spec 3 §9). Everything but the menu's islands and the
 * scroll behaviour is server-rendered; the links work without JavaScript. It reads no cookie
 * (ARCHITECTURE.md §11): the in-store associate strip is an island that fetches itself
 * (`AssociateStripIsland`).
 */
export function SiteHeader({ locale, brandName, megaMenu, services, t }: SiteHeaderProps) {
  return (
    <SiteHeaderFrame className={styles.header}>
      <AssociateStripIsland localePath={locale.path} endSessionAction={endAssociateSessionAction} />
      <div className={styles.bar}>
        <a className={styles.logo} href={`/${locale.path}`}>
          <LogoMark className={styles.logoMark} />
          <span>{brandName}</span>
        </a>
        <div className={styles.menu}>
          <RenderBlocks
            blocks={megaMenu}
            registry={defaultRegistry}
            mode="production"
            services={services}
          />
        </div>
        <div className={styles.search}>
          <HeaderSearch locale={locale} />
        </div>
        <div className={styles.tools}>
          <nav className={styles.localesWrap} aria-label={t('header.regionSwitcher')}>
            <ul className={styles.locales}>
              {storefrontLocales.map((entry) => (
                <li key={entry.path}>
                  <a
                    className={styles.localeLink}
                    href={`/${entry.path}`}
                    hrefLang={entry.tag}
                    lang={entry.tag}
                    aria-current={entry.path === locale.path ? 'true' : undefined}
                    title={localeLabel[entry.path]}
                  >
                    {entry.path}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <AccountLinkShell
            localePath={locale.path}
            words={{ signIn: t('account.signIn'), signOut: t('account.signOut') }}
            className={styles.cartLink}
            textClassName={styles.cartText}
          />
          <CartButton
            localePath={locale.path}
            label={t('header.cart')}
            className={styles.cartLink}
            textClassName={styles.cartText}
          />
        </div>
      </div>
    </SiteHeaderFrame>
  );
}
