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
import * as styles from './OverlayBanner.css';
import type { OverlayBannerFields } from './schema';

/**
 * The overlay banner (spec 3 §1, §3): media per breakpoint fills a medium-height banner and the
 * text box (`overlayWidth` xs–lg, optional `backdrop`) sits over it, vertically centred and
 * placed per breakpoint by `alignments`, under the gradient. Every banner field of spec 3 §3
 * applies. A server component (a video adds only its play/pause island).
 */
export function OverlayBanner({ fields, id, type, services }: BlockProps<OverlayBannerFields>) {
  const { media } = fields;
  const tone = media ? fields.gradientTone : toneOfBackground(fields.backgroundColor);
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.overlay)}>
      {media ? (
        <>
          <BannerMedia
            media={media}
            labels={bannerLabels(services.locale.tag)}
            className={banner.mediaFill}
            sizes="100vw"
          />
          <BannerGradient fields={fields} />
          <BannerMediaLink fields={fields} />
          <BannerCaption fields={fields} />
        </>
      ) : null}
      <div className={styles.inner}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="xl" overMedia />
      </div>
    </section>
  );
}
