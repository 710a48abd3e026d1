import type { BlockProps } from '../../registry/registry';
import type { BlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { isCurrentLink } from './currentLink';
import * as styles from './SecondaryNavigation.css';
import type { SecondaryNavigationFields } from './schema';

/** The default accessible name (`blocks` namespace, `secondaryNavigation.title`). */
export function secondaryNavigationTitle(
  services: Pick<BlockServices, 'locale' | 'messages'>,
): string {
  return blockWords(services)('secondaryNavigation.title');
}

/**
 * The secondary navigation (spec 3 §1): a `<nav>` with a horizontal list of
 * links, the current page's link marked `aria-current="page"` (from the services' route, see
 * `isCurrentLink`); the row scrolls sideways on sm and wraps from md. A server component: no
 * JavaScript.
 */
export function SecondaryNavigation({
  fields,
  id,
  type,
  services,
}: BlockProps<SecondaryNavigationFields>) {
  return (
    <nav
      className={styles.root}
      aria-label={fields.title ?? secondaryNavigationTitle(services)}
      data-block-type={type}
      data-block-id={id}
    >
      <ul className={`${styles.list} ${styles.alignment[fields.alignment]}`}>
        {fields.links.map((link) => (
          <li key={`${link.url}|${link.text}`} className={styles.item}>
            <a
              className={styles.link}
              href={link.url}
              target={link.target}
              rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
              aria-current={
                isCurrentLink(link.url, services.route.path, services.locale.path)
                  ? 'page'
                  : undefined
              }
            >
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
