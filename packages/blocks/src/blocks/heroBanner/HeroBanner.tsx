import type { BlockProps } from '../../registry/registry';
import * as banner from '../_banner/Banner.css';
import { bannerLabels } from '../_banner/labels';
import { BannerMediaLayer, BannerText, bannerRootProps, bannerTone } from '../_banner/parts';
import * as styles from './HeroBanner.css';
import type { HeroBannerFields } from './schema';

/**
 * The hero banner (spec 3 §3 "Banner content"): media per breakpoint (image or video) filling
 * the banner, loaded with priority (the page's LCP image), under the gradient (`gradientStyle`
 * full 35% / focused 50% / off, `gradientTone`, `gradientBreakpoints`); eyebrow, overline, title
 * (`h1` with `titleH1`, same look; screen-reader only with `hideTitle`; `titleHtml` sanitized),
 * subtitle, rich text, calls to action (`No-CTA`, `equalTargetSize`) and caption; hero bottom
 * padding 6.75rem (sm) / 2.5rem (md, lg) (spec 3 §9). A server component: it ships no
 * JavaScript unless the media is a video (a small play/pause island).
 */
export function HeroBanner({ fields, id, type, services }: BlockProps<HeroBannerFields>) {
  const tone = bannerTone(fields);
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.hero)}>
      <BannerMediaLayer
        fields={fields}
        labels={bannerLabels(services)}
        className={banner.mediaFill}
        priority
        sizes="100vw"
      />
      <div className={styles.inner}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="display" overMedia />
      </div>
    </section>
  );
}
