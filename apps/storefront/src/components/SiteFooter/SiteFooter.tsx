import { localisePath, type StorefrontLocale, storefrontLocales } from '@storefront/api-contract';
import type { ReactNode } from 'react';
import type { Translate } from '../../i18n/translate';
import type { FooterContent, NavLink } from '../../lib/navigation';
import { localeLabel } from '../SiteHeader/localeLabel';
import * as styles from './SiteFooter.css';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  locale: StorefrontLocale;
  brandName: string;
  footer: FooterContent;
  /** The `shell` namespace's translator (`getTranslations`): the footer's words. */
  t: Translate;
  /**
   * Where consent is asked (spec 3 §9), the "Cookie settings" control of the legal line; it
   * receives the footer's link class.
   */
  consentSettings?: (className: string) => ReactNode;
  /** The year of the copyright line (`copyrightYear()`: a page kept in the cache reads no clock). */
  year: string;
}

function FooterLink({ link, locale }: { link: NavLink; locale: StorefrontLocale }) {
  const external = link.target === '_blank';
  return (
    <a
      className={styles.link}
      href={localisePath(locale.path, link.url)}
      target={link.target}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {link.text}
    </a>
  );
}

/**
 * The storefront footer from the footer document (columns of links, a note, the legal line),
 * plus the locale links (the header hides its switcher on small screens) and, where consent is
 * asked, the "Cookie settings" control. A server component.
 */
export function SiteFooter({
  locale,
  brandName,
  footer,
  t,
  consentSettings,
  year,
}: SiteFooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          {footer.note ? (
            <div className={styles.note}>
              <p className={styles.noteTitle}>{footer.note.title}</p>
              <p className={styles.text}>{footer.note.text}</p>
            </div>
          ) : null}
          {footer.columns.map((column) => (
            <nav key={column.id} aria-label={column.title}>
              <h2 className={styles.columnTitle}>{column.title}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={`${link.url}:${link.text}`}>
                    <FooterLink link={link} locale={locale} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <nav aria-label={t('footer.regionList')}>
            <ul className={styles.inline}>
              {storefrontLocales.map((entry) => (
                <li key={entry.path}>
                  <a
                    className={
                      entry.path === locale.path
                        ? `${styles.link} ${styles.localeCurrent}`
                        : styles.link
                    }
                    href={`/${entry.path}`}
                    hrefLang={entry.tag}
                    lang={entry.tag}
                    aria-current={entry.path === locale.path ? 'true' : undefined}
                  >
                    {localeLabel[entry.path]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <ul className={styles.inline}>
            {footer.legal?.links.map((link) => (
              <li key={link.url}>
                <FooterLink link={link} locale={locale} />
              </li>
            ))}
            {consentSettings ? <li>{consentSettings(styles.linkButton)}</li> : null}
            <li>{footer.legal?.text ?? t('footer.copyright', { year, brandName })}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
