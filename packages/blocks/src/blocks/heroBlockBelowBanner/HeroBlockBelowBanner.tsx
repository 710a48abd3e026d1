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
  bannerTone,
} from '../_banner/parts';
import * as styles from './HeroBlockBelowBanner.css';
import type { HeroBlockBelowBannerFields } from './schema';

/**
 * The hero block-below banner (spec 3 §1, §3): on `sm` the hero media (priority, the LCP image)
 * with the text block below it; from `md` the text sits over the media like a hero, under the
 * gradient (the gradient is never drawn on `sm`, where no text is over the media). The block
 * below uses the gradient tone's colours. Every banner field of spec 3 §3 applies.
 * A server component.
 */
export function HeroBlockBelowBanner({
  fields,
  id,
  type,
  services,
}: BlockProps<HeroBlockBelowBannerFields>) {
  const { media } = fields;
  const tone = bannerTone(fields);
  const gradientFields = {
    ...fields,
    gradientBreakpoints: fields.gradientBreakpoints.filter((bp) => bp !== 'sm'),
  };
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.heroBlockBelow)}>
      {media ? (
        <div className={styles.mediaCell}>
          <BannerMedia
            media={media}
            labels={bannerLabels(services)}
            className={banner.mediaFill}
            priority
            sizes="100vw"
          />
          <BannerGradient fields={gradientFields} />
          <BannerMediaLink fields={fields} />
          <BannerCaption fields={fields} />
        </div>
      ) : null}
      <div className={clsx(styles.textCell, media && styles.textCellTone[tone])}>
        <BannerText fields={fields} id={id} tone={tone} titleLook="display" overMedia />
      </div>
    </section>
  );
}
