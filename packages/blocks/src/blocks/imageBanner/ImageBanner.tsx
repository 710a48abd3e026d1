import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import * as banner from '../_banner/Banner.css';
import { bannerLabels } from '../_banner/labels';
import { BannerMediaLayer, BannerText, bannerRootProps, bannerTone } from '../_banner/parts';
import * as styles from './ImageBanner.css';
import type { ImageBannerFields } from './schema';

/**
 * The image banner (spec 3 §1, §3): the media per breakpoint at its own aspect ratio is the
 * banner (linked to `mediaTarget`), with the text at its bottom edge under the gradient, and the
 * caption. Every banner field of spec 3 §3 applies. A server component.
 */
export function ImageBanner({ fields, id, type, services }: BlockProps<ImageBannerFields>) {
  const tone = bannerTone(fields);
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.image)}>
      <BannerMediaLayer
        fields={fields}
        labels={bannerLabels(services)}
        className={clsx(banner.mediaBox, banner.mediaBehind, styles.cell)}
        sizes="100vw"
      />
      <div className={clsx(styles.cell, styles.inner)}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="lg" overMedia />
      </div>
    </section>
  );
}
