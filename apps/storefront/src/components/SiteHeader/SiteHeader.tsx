import { type StorefrontLocale, storefrontLocales } from '@storefront/api-contract';
import { Icon } from '@storefront/ui';
import type { ShellMessages } from '../../lib/messages';
import { localizeUrl, type MenuItem } from '../../lib/navigation';
import { LogoMark } from './LogoMark';
import * as styles from './SiteHeader.css';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  locale: StorefrontLocale;
  brandName: string;
  menu: readonly MenuItem[];
  messages: ShellMessages;
}

/** Full names of the locales, for the switcher links' tooltips. */
export const localeLabel: Record<string, string> = {
  'en-us': 'United States (English)',
  'en-ca': 'Canada (English)',
  'fr-ca': 'Canada (Français)',
  'en-gb': 'United Kingdom (English)',
};

/**
 * The storefront header: logo, main navigation from the menu document, a locale switcher as
 * plain links and the cart link. A server component: no JavaScript is shipped for it.
 */
export function SiteHeader({ locale, brandName, menu, messages }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <a className={styles.logo} href={`/${locale.path}`}>
          <LogoMark className={styles.logoMark} />
          <span>{brandName}</span>
        </a>
        {menu.length > 0 ? (
          <nav className={styles.nav} aria-label={messages.mainNavigation}>
            <ul className={styles.navList}>
              {menu.map((item) => (
                <li key={item.id}>
                  <a
                    className={
                      item.highlight
                        ? `${styles.navLink} ${styles.navLinkHighlight}`
                        : styles.navLink
                    }
                    href={localizeUrl(item.url, locale.path)}
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <span />
        )}
        <div className={styles.tools}>
          <nav className={styles.localesWrap} aria-label={messages.regionSwitcher}>
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
          <a className={styles.cartLink} href={`/${locale.path}/cart`} aria-label={messages.cart}>
            <Icon name="cart" size="md" />
            <span className={styles.cartText}>{messages.cart}</span>
          </a>
        </div>
      </div>
    </header>
  );
}
