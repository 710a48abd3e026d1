import type { ReactNode } from 'react';
import * as styles from './AccountNav.css';

/** One link of {@link AccountNav}. */
export interface AccountNavLink {
  /** Section id (`accountSections`). */
  id: string;
  /** e.g. `/en-us/account/profile`. */
  href: string;
  /** The section's name in the page's language. */
  label: string;
}

/** Props of {@link AccountNav}. */
export interface AccountNavProps {
  /** The sections to list, already without those hidden for a connected employee. */
  links: readonly AccountNavLink[];
  /** Accessible name of the navigation landmark. */
  label: string;
  /** The sign-out control (a client island; a plain button in stories). */
  signOut: ReactNode;
  /** The current path, e.g. `/en-us/account/orders/ALP00001234`. */
  currentPath: string;
}

/**
 * The account area's navigation (spec 1 §2 `/account`, spec 2 §1): one link per section, the
 * current one marked `aria-current="page"` (a section's sub-pages mark their section, the
 * overview only itself), then sign out (spec 2 §4: to the home). Pure: the page's island
 * `AccountNavHere` gives it the router's path.
 */
export function AccountNav({ links, label, signOut, currentPath }: AccountNavProps) {
  const path = currentPath;
  const overview = links[0]?.href;
  const current = links.find((link) =>
    link.href === overview
      ? path === link.href
      : path === link.href || path.startsWith(`${link.href}/`),
  );
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a
              className={styles.link}
              href={link.href}
              aria-current={link === current ? 'page' : undefined}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      {signOut}
    </nav>
  );
}
