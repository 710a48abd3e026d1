import { Link } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import { blockWords } from '../../services/words';
import * as styles from './FooterItems.css';
import { type FooterItemsFields, socialNetworkNames } from './schema';

/**
 * Footer items (spec 3 §1): link groups (each a `nav` named by its title), a legal line
 * (links + copyright, with `{year}` replaced by the current year) or social links (opened in a
 * new tab, announced and safe), through the ui Link (url + target attribute; external links get
 * `rel="noopener noreferrer"`). Fits a light or dark footer (`tone`). A server component, so
 * the storefront footer can render footer documents with it.
 */
export function FooterItems({ fields, id, services }: BlockProps<FooterItemsFields>) {
  const tone = fields.tone;
  const linkTone = tone === 'inverse' ? 'inverse' : 'default';
  const className = clsx(styles.root, styles.tone[tone]);

  if (fields.variant === 'legal') {
    return (
      <div className={clsx(className, styles.legal)} data-block="footerItems">
        <ul className={styles.inline}>
          {fields.legalLinks.map((link, index) => (
            <li key={`${link.url}:${index}`}>
              <Link href={link.url} target={link.target} variant="plain" tone={linkTone}>
                {link.text}
              </Link>
            </li>
          ))}
        </ul>
        {fields.copyright ? (
          <p className={styles.copyright}>
            {fields.copyright.replace('{year}', String(new Date().getFullYear()))}
          </p>
        ) : null}
      </div>
    );
  }

  if (fields.variant === 'social') {
    const titleId = `${id}-title`;
    return (
      <nav
        className={className}
        data-block="footerItems"
        {...(fields.title
          ? { 'aria-labelledby': titleId }
          : { 'aria-label': blockWords(services)('footerItems.social') })}
      >
        {fields.title ? (
          <h2 className={styles.groupTitle} id={titleId}>
            {fields.title}
          </h2>
        ) : null}
        <ul className={styles.inline}>
          {fields.socialLinks.map((link) => (
            <li key={`${link.network}:${link.url}`}>
              <Link
                href={link.url}
                target="_blank"
                variant="plain"
                tone={linkTone}
                className={styles.social}
              >
                {socialNetworkNames[link.network]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }

  return (
    <div className={clsx(className, styles.groups)} data-block="footerItems">
      {fields.groups.map((group, index) => {
        const groupId = `${id}-group-${index}`;
        return (
          <nav key={groupId} aria-labelledby={groupId}>
            <h2 className={styles.groupTitle} id={groupId}>
              {group.title}
            </h2>
            <ul className={styles.list}>
              {group.links.map((link, linkIndex) => (
                <li key={`${link.url}:${linkIndex}`}>
                  <Link href={link.url} target={link.target} variant="plain" tone={linkTone}>
                    {link.text}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}
