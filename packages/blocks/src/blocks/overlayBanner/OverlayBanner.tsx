import type { BlockProps } from '../../registry/registry';
import * as banner from '../_banner/Banner.css';
import { bannerLabels } from '../_banner/labels';
import { BannerMediaLayer, BannerText, bannerRootProps, bannerTone } from '../_banner/parts';
import * as styles from './OverlayBanner.css';
import type { OverlayBannerFields } from './schema';

/**
 * The overlay banner (spec 3 §1, §3): media per breakpoint fills a medium-height banner and the
 * text box (`overlayWidth` xs–lg, optional `backdrop`) sits over it, vertically centred and
 * placed per breakpoint by `alignments`, under the gradient. Every banner field of spec 3 §3
 * applies. A server component (a video adds only its play/pause island).
 */
export function OverlayBanner({ fields, id, type, services }: BlockProps<OverlayBannerFields>) {
  const tone = bannerTone(fields);
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.overlay)}>
      <BannerMediaLayer
        fields={fields}
        labels={bannerLabels(services)}
        className={banner.mediaFill}
        sizes="100vw"
      />
      <div className={styles.inner}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="xl" overMedia />
      </div>
    </section>
  );
}
