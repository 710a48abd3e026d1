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
  resolveAlignments,
} from '../_banner/parts';
import * as styles from './HeroProductOverlayBanner.css';
import type { HeroProductOverlayBannerFields } from './schema';

/**
 * The hero product overlay banner (spec 3 §1, §3): a hero (priority media per breakpoint under
 * the gradient, hero bottom padding of spec 3 §9) with a product image (`mediaList[0]`) laid
 * over it: above the text on `sm`, beside it from `md`, on the side opposite the `lg`
 * alignment. Every banner field of spec 3 §3 applies. A server component.
 */
export function HeroProductOverlayBanner({
  fields,
  id,
  type,
  services,
}: BlockProps<HeroProductOverlayBannerFields>) {
  const { media } = fields;
  const product = fields.mediaList[0];
  const labels = bannerLabels(services);
  const tone = bannerTone(fields);
  const textRight = resolveAlignments(fields).lg === 'right';
  return (
    <section {...bannerRootProps(fields, { type, id }, styles.heroProduct)}>
      {media ? (
        <>
          <BannerMedia
            media={media}
            labels={labels}
            className={banner.mediaFill}
            priority
            sizes="100vw"
          />
          <BannerGradient fields={fields} />
          <BannerMediaLink fields={fields} />
          <BannerCaption fields={fields} />
        </>
      ) : null}
      <div className={styles.inner}>
        {product ? (
          <BannerMedia
            media={product}
            labels={labels}
            className={clsx(
              banner.mediaBox,
              styles.product,
              styles.productSide[textRight ? 'start' : 'end'],
            )}
            sizes="(min-width: 768px) 26rem, 14rem"
          />
        ) : null}
        <BannerText
          fields={fields}
          id={id}
          tone={tone}
          titleLook="display"
          overMedia
          className={product ? styles.textSide[textRight ? 'end' : 'start'] : undefined}
        />
      </div>
    </section>
  );
}
