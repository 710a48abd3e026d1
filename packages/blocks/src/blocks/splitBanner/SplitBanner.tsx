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
import * as styles from './SplitBanner.css';
import type { SplitBannerFields } from './schema';

/**
 * The split banner (spec 3 §3 "Split banner"): media on one side taking `imageWidth` (60, 50 or
 * 40 %) of the banner from `md`, the text on the other side on the background colour, aligned
 * `verticalAlignment` top / middle / bottom; stacked (media first) on `sm`. `alignmentLarge`
 * puts the image left or right, or shows three images (`media`, `mediaList[0]`,
 * `mediaList[1]`: one wide above two). Every banner field of spec 3 §3 applies. A server
 * component.
 */
export function SplitBanner({ fields, id, type, services }: BlockProps<SplitBannerFields>) {
  const labels = bannerLabels(services);
  const side = fields.alignmentLarge.endsWith('Right') ? 'right' : 'left';
  const three = fields.alignmentLarge.startsWith('three');
  const images = [fields.media, ...fields.mediaList].filter((m) => m !== undefined);
  const shown = three ? images.slice(0, 3) : images.slice(0, 1);
  const columns = side === 'left' ? styles.columnsLeft : styles.columnsRight;
  return (
    <section
      {...bannerRootProps(fields, { type, id }, clsx(styles.split, columns[fields.imageWidth]))}
    >
      {shown.length > 0 ? (
        <div className={clsx(styles.mediaCell, styles.mediaCellSide[side])}>
          {three && shown.length > 1 ? (
            <div className={clsx(styles.three, banner.mediaBehind)}>
              {shown.map((media, index) => (
                <BannerMedia
                  key={`${media.sm.type ?? 'image'}:${index}`}
                  media={media}
                  labels={labels}
                  className={clsx(
                    banner.mediaBox,
                    styles.threeItem,
                    index === 0 && styles.threeFirst,
                  )}
                  sizes="(min-width: 768px) 30vw, 50vw"
                />
              ))}
            </div>
          ) : (
            <BannerMedia
              media={shown[0] as NonNullable<SplitBannerFields['media']>}
              labels={labels}
              className={clsx(banner.mediaBox, banner.mediaBehind, styles.single)}
              sizes={`(min-width: 768px) ${fields.imageWidth}vw, 100vw`}
            />
          )}
          <BannerGradient fields={fields} />
          <BannerMediaLink fields={fields} />
          <BannerCaption fields={fields} />
        </div>
      ) : null}
      <div
        className={clsx(
          styles.textCell,
          styles.vertical[fields.verticalAlignment],
          styles.textCellSide[side],
        )}
      >
        <BannerText
          fields={fields}
          id={id}
          tone={toneOfBackground(fields.backgroundColor)}
          titleLook="xl"
        />
      </div>
    </section>
  );
}
