import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import * as banner from '../_banner/Banner.css';
import { bannerLabels } from '../_banner/labels';
import {
  BannerCaption,
  BannerGradient,
  BannerMedia,
  BannerMediaLink,
  BannerText,
  bannerRootProps,
  toneOfBackground,
} from '../_banner/parts';
import * as styles from './BlockBelowBanner.css';
import type { BlockBelowBannerFields } from './schema';

/**
 * The block-below banner (spec 3 §1, §3): the media per breakpoint at its own aspect ratio
 * (linked to `mediaTarget`, with caption and gradient), then the text block below it on the
 * background colour. Every banner field of spec 3 §3 applies (`overlayWidth` and `backdrop` only
 * concern text over media, so not here). A server component.
 */
export function BlockBelowBanner({
  fields,
  id,
  type,
  services,
}: BlockProps<BlockBelowBannerFields>) {
  const { media } = fields;
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.blockBelow)}>
      {media ? (
        <div className={clsx(banner.mediaBox, banner.root)}>
          <BannerMedia
            media={media}
            labels={bannerLabels(services)}
            className={banner.mediaBehind}
            sizes="100vw"
          />
          <BannerGradient fields={fields} />
          <BannerMediaLink fields={fields} />
          <BannerCaption fields={fields} />
        </div>
      ) : null}
      <div className={styles.below}>
        <BannerText
          fields={fields}
          id={id}
          tone={toneOfBackground(fields.backgroundColor)}
          titleLook="lg"
          className={styles.text}
        />
      </div>
    </section>
  );
}
