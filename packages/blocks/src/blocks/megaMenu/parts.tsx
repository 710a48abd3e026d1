import { Icon, type IconName, Image, Stack } from '@storefront/ui';
import * as styles from './MegaMenu.css';
import type { MenuBanner, MenuTarget, VisualSelector } from './schema';

/**
 * Menu parts shared by the server panel and the mobile drawer island (no hooks, no
 * server-only code). `titleHtml` reaching them is already sanitized (see `sanitizeMenuItems`).
 */

/** Which link of the menu was used, for the top-nav link click event (spec 3 §9 "Analytics"). */
export type MenuLinkLevel = '1' | '2' | '3' | 'shopAll' | 'banner' | 'visualSelector';

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

/** The visual selectors: image tiles linking to categories, under their optional title. */
export function VisualSelectors({
  selectors,
  title,
}: {
  selectors: readonly VisualSelector[];
  title?: string | undefined;
}) {
  if (selectors.length === 0) return null;
  return (
    <Stack gap="xs" data-menu-group="">
      {title ? <p className={styles.visualTitle}>{title}</p> : null}
      <ul className={styles.visualList}>
        {selectors.map((selector) => (
          <li key={selector.id}>
            <a
              className={styles.visualLink}
              {...linkProps(selector.target)}
              data-menu-level="visualSelector"
            >
              <Image
                className={styles.visualImage}
                sources={{
                  sm: {
                    src: selector.image.url,
                    width: selector.image.width,
                    height: selector.image.height,
                  },
                }}
                alt=""
                sizes="7rem"
              />
              <span>{selector.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** The menu banner: an image with a title and text, as one link. */
export function MenuBannerLink({ banner }: { banner: MenuBanner }) {
  return (
    <a
      className={styles.banner}
      {...linkProps(banner.target)}
      data-menu-level="banner"
      data-menu-group=""
    >
      <Image
        className={styles.bannerImage}
        sources={{
          sm: { src: banner.image.url, width: banner.image.width, height: banner.image.height },
        }}
        alt={banner.image.alt}
        sizes="16rem"
      />
      <span className={styles.bannerTitle}>{banner.title}</span>
      {banner.text ? <span className={styles.bannerText}>{banner.text}</span> : null}
    </a>
  );
}
