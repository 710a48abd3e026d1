import type { BlockProps } from '../../registry/registry';
import * as banner from '../_banner/Banner.css';
import { bannerLabels } from '../_banner/labels';
import { BannerMediaLayer, BannerText, bannerRootProps, bannerTone } from '../_banner/parts';
import type { ThinBannerFields } from './schema';
import * as styles from './ThinBanner.css';

/**
 * The thin banner (spec 3 §1, §3): a short strip on the background colour (or over media under
 * the gradient) with the title, subtitle and calls to action in one row from `md` (stacked on
 * `sm`). Every banner field of spec 3 §3 applies; a caption has no room and is not shown.
 * A server component.
 */
export function ThinBanner({ fields, id, type, services }: BlockProps<ThinBannerFields>) {
  const tone = bannerTone(fields);
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.thin)}>
      <BannerMediaLayer
        fields={fields}
        labels={bannerLabels(services)}
        className={banner.mediaFill}
        sizes="100vw"
        caption={false}
      />
      <div className={styles.inner}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="sm" className={styles.row} />
      </div>
    </section>
  );
}
