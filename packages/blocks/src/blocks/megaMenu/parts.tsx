import { Image, Stack } from '@storefront/ui';
import * as styles from './MegaMenu.css';
import { linkProps } from './menuLink';
import type { MenuBanner, VisualSelector } from './schema';

/**
 * The panels' image parts, shared by the server panel and the mobile drawer island (no hooks,
 * no server-only code): the visual selectors and the banner link.
 */

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
