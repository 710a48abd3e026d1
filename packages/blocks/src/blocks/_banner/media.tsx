import { Image, isExternalUrl, VisuallyHidden } from '@storefront/ui';
import { clsx } from 'clsx';
import { toImageSources } from '../../model/fields';
import * as styles from './Banner.css';
import { BANNER_BREAKPOINTS } from './constants';
import { BannerVideo } from './islands.client';
import type { BannerLabels } from './labels';
import { resolveAlignments } from './layout';
import type {
  BannerBreakpoint,
  BannerFields,
  BannerMediaAsset,
  BannerMedia as BannerMediaValue,
} from './schema';

/** Props of {@link BannerMedia}. */
export interface BannerMediaProps {
  media: BannerMediaValue;
  labels: BannerLabels;
  /** The page's LCP media (hero): eager with high fetch priority. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

/**
 * Media per breakpoint (spec 3 §3 `media`): one responsive `<picture>` when every breakpoint is
 * an image; otherwise one layer per distinct asset, shown only on its breakpoints, where a video
 * is its poster image plus the {@link BannerVideo} island.
 */
export function BannerMedia({
  media,
  labels,
  priority = false,
  sizes,
  className,
}: BannerMediaProps) {
  const sm = media.sm;
  const md = media.md ?? sm;
  const lg = media.lg ?? md;
  const perBreakpoint: Record<BannerBreakpoint, BannerMediaAsset> = { sm, md, lg };
  if (sm.type !== 'video' && md.type !== 'video' && lg.type !== 'video') {
    return (
      <div className={className}>
        <Image
          sources={toImageSources({
            sm,
            md: media.md as typeof sm | undefined,
            lg: media.lg as typeof sm | undefined,
          })}
          alt={sm.alt}
          priority={priority}
          sizes={sizes}
        />
      </div>
    );
  }
  const distinct = [...new Set(Object.values(perBreakpoint))];
  return (
    <div className={className}>
      {distinct.map((asset) => {
        const hidden = BANNER_BREAKPOINTS.filter((bp) => perBreakpoint[bp] !== asset);
        const key = BANNER_BREAKPOINTS.filter((bp) => perBreakpoint[bp] === asset).join('-');
        return (
          <div
            key={key}
            className={clsx(
              styles.contents,
              hidden.map((bp) => styles.hideOn[bp]),
            )}
          >
            {asset.type === 'video' ? (
              <>
                <Image
                  sources={toImageSources({ sm: asset.poster })}
                  alt={asset.title ? '' : asset.poster.alt}
                  priority={priority}
                  sizes={sizes}
                />
                <BannerVideo
                  sources={asset.sources}
                  title={asset.title}
                  autoplay={asset.autoplay}
                  loop={asset.loop}
                  labels={labels}
                />
              </>
            ) : (
              <Image
                sources={toImageSources({ sm: asset })}
                alt={asset.alt}
                priority={priority}
                sizes={sizes}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The link over the media (spec 3 §3 `mediaTarget`), named by the banner's title. */
export function BannerMediaLink({ fields }: { fields: BannerFields }) {
  const target = fields.mediaTarget;
  if (!target) return null;
  const rel =
    target.target === '_blank' || isExternalUrl(target.url) ? 'noopener noreferrer' : undefined;
  return (
    <a className={styles.mediaLink} href={target.url} target={target.target} rel={rel}>
      <VisuallyHidden>{fields.title}</VisuallyHidden>
    </a>
  );
}

/** The scrim over media (spec 3 §3 `gradientStyle` full 35% / focused 50% / off, tone, breakpoints). */
export function BannerGradient({ fields }: { fields: BannerFields }) {
  if (fields.gradientStyle === 'off' || fields.gradientBreakpoints.length === 0) return null;
  const alignLg = resolveAlignments(fields).lg;
  return (
    <div
      aria-hidden="true"
      className={clsx(
        styles.gradient[fields.gradientStyle],
        styles.gradientTone[fields.gradientTone],
        fields.gradientStyle === 'focused' && styles.focusedMask[alignLg],
        BANNER_BREAKPOINTS.filter((bp) => !fields.gradientBreakpoints.includes(bp)).map(
          (bp) => styles.hideOn[bp],
        ),
      )}
    />
  );
}

/** The media caption (spec 3 §3 captionText/Position/Style/Color; max width 9.375rem). */
export function BannerCaption({ fields }: { fields: BannerFields }) {
  if (!fields.captionText || fields.captionPosition === 'off') return null;
  return (
    <p
      className={clsx(
        styles.caption,
        styles.captionPosition[fields.captionPosition],
        styles.captionStyle[fields.captionStyle],
        styles.captionColor[fields.captionColor],
        fields.captionStyle === 'boxed' &&
          styles.captionBoxed[fields.captionColor === 'default' ? 'default' : 'inverse'],
      )}
    >
      {fields.captionText}
    </p>
  );
}

/** Props of {@link BannerMediaLayer}. */
export interface BannerMediaLayerProps extends Omit<BannerMediaProps, 'media'> {
  fields: BannerFields;
  /** Fields the gradient reads, when a variant adjusts them (e.g. its breakpoints); `fields` by default. */
  gradientFields?: BannerFields;
  /** Whether the caption is shown (a thin banner has no room for it); true by default. */
  caption?: boolean;
}

/**
 * The media layer the banners share (spec 3 §3): the media per breakpoint, the gradient, the
 * link to `mediaTarget` and the caption, in that stacking order. Nothing without `media`.
 */
export function BannerMediaLayer({
  fields,
  gradientFields = fields,
  caption = true,
  ...media
}: BannerMediaLayerProps) {
  if (!fields.media) return null;
  return (
    <>
      <BannerMedia media={fields.media} {...media} />
      <BannerGradient fields={gradientFields} />
      <BannerMediaLink fields={fields} />
      {caption ? <BannerCaption fields={fields} /> : null}
    </>
  );
}
