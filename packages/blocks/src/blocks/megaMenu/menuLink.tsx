import { Icon, type IconName } from '@storefront/ui';
import type { MenuTarget } from './schema';

/**
 * A menu link's attributes and title, shared by the bar island, the server panel and the
 * drawer (no hooks, no server-only code), apart from the panels' image parts (`parts.tsx`), so
 * the bar, on every page's first load, ships no image code. `titleHtml` reaching them is already
 * sanitized (see `sanitizeMenuItems`).
 */

/** `target`/`rel` attributes of a menu link. */
export function linkProps(target: MenuTarget) {
  return {
    href: target.url,
    target: target.target,
    rel: target.target === '_blank' ? 'noopener noreferrer' : undefined,
  };
}

/** A title: the sanitized `titleHtml` when there is one, else the plain `title`. */
export function MenuTitle({
  title,
  titleHtml,
  icon,
}: {
  title: string;
  titleHtml?: string | undefined;
  icon?: IconName | undefined;
}) {
  return (
    <>
      {icon ? <Icon name={icon} size="sm" /> : null}
      {titleHtml ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize (menuTitle) on the server
        <span dangerouslySetInnerHTML={{ __html: titleHtml }} />
      ) : (
        <span>{title}</span>
      )}
    </>
  );
}
