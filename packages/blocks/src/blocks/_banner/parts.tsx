import {
  Button,
  Heading,
  type HeadingLook,
  Image,
  isExternalUrl,
  VisuallyHidden,
} from '@storefront/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { toImageSources } from '../../model/fields';
import * as styles from './Banner.css';
import { BannerVideo } from './BannerVideo.client';
import { BANNER_BREAKPOINTS } from './constants';
import type { BannerLabels } from './labels';
import { sanitizeRichText, sanitizeTitleHtml } from './sanitize';
import {
  type BannerAlignment,
  type BannerBackground,
  type BannerBreakpoint,
  type BannerFields,
  type BannerMediaAsset,
  type BannerMedia as BannerMediaValue,
  resolveResponsive,
} from './schema';

/** What is behind the text: `dark` → inverse text, `light` → default text. */
export type BannerTone = 'dark' | 'light';

const darkBackgrounds = new Set<BannerBackground>(['surfaceInverse', 'primary', 'accent']);

/** The tone of text drawn straight on the banner's `backgroundColor`. */
export function toneOfBackground(backgroundColor: BannerBackground): BannerTone {
  return darkBackgrounds.has(backgroundColor) ? 'dark' : 'light';
}

/** The alignment per breakpoint: `alignments` wins over the single `alignment`. */
export function resolveAlignments(fields: BannerFields): Record<BannerBreakpoint, BannerAlignment> {
  return resolveResponsive(fields.alignments, fields.alignment);
}

/** Whether the calls to action show (`linkType: 'No-CTA'` hides them; spec 3 §3). */
export function showsTargets(fields: BannerFields): boolean {
  return fields.linkType !== 'No-CTA' && fields.targets.length > 0;
}

/** The `id` of the banner's title element (names the banner's region). */
export const bannerTitleId = (id: string) => `${id}-title`;

/**
 * Props of a banner's root element: classes for background, width, height, `hideOnBreakpoint`
 * and `bottomMargins`, `data-block`, the region's name, and `promotionTracking` as
 * `data-promotion-id`, `data-promotion-name` and `data-creative-name` (read by the analytics
 * helper for promotion impressions and clicks, spec 3 §9 "Analytics").
 */
export function bannerRootProps(
  fields: BannerFields,
  block: { type: string; id: string },
  className?: string,
) {
  const margins = resolveResponsive(fields.bottomMargins, 'none');
  const tracking = fields.promotionTracking;
  return {
    className: clsx(
      styles.root,
      styles.background[fields.backgroundColor],
      styles.width[fields.isFullWidth ? 'full' : 'contained'],
      fields.isFullHeight && styles.fullHeight,
      fields.hideOnBreakpoint.map((bp) => styles.hideOn[bp]),
      BANNER_BREAKPOINTS.map((bp) => styles.bottomMargin[bp][margins[bp]]),
      className,
    ),
    'aria-labelledby': bannerTitleId(block.id),
    'data-block': block.type,
    'data-promotion-id': tracking?.promotionId,
    'data-promotion-name': tracking?.promotionName,
    'data-creative-name': tracking?.creativeName,
  };
}

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

/** The title (spec 3 §3): `h1` with `titleH1` else `h2`, same look; screen-reader only with `hideTitle`. */
export function BannerTitle({
  fields,
  id,
  tone,
  look,
}: {
  fields: BannerFields;
  id: string;
  tone: BannerTone;
  look: HeadingLook;
}) {
  const level = fields.titleH1 ? 1 : 2;
  const titleId = bannerTitleId(id);
  if (fields.hideTitle) {
    return (
      <VisuallyHidden as={`h${level}`} id={titleId}>
        {fields.title}
      </VisuallyHidden>
    );
  }
  const html = fields.titleHtml ? sanitizeTitleHtml(fields.titleHtml).trim() : '';
  const className = clsx(
    styles.title,
    fields.titleColor !== 'auto' && styles.titleColor[fields.titleColor],
  );
  const headingTone = tone === 'dark' ? 'inverse' : 'default';
  const look_ = fields.titleStyle ?? look;
  if (html) {
    return (
      <Heading
        level={level}
        look={look_}
        tone={headingTone}
        className={className}
        id={titleId}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeTitleHtml just above.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <Heading level={level} look={look_} tone={headingTone} className={className} id={titleId}>
      {fields.title}
    </Heading>
  );
}

function RichHtml({ html, small }: { html: string | undefined; small?: boolean }) {
  const clean = html ? sanitizeRichText(html) : '';
  if (!clean.trim()) return null;
  return (
    <div
      className={clsx(styles.richText, small && styles.richTextSmall)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitizeRichText just above.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/** The calls to action (spec 3 §3 targets, `linkType` No-CTA, `equalTargetSize`). */
export function BannerTargets({ fields, tone }: { fields: BannerFields; tone: BannerTone }) {
  if (!showsTargets(fields)) return null;
  const align = resolveAlignments(fields);
  return (
    <div
      className={clsx(
        fields.equalTargetSize ? styles.targetsEqual : styles.targets,
        BANNER_BREAKPOINTS.map((bp) => styles.targetsJustify[bp][align[bp]]),
      )}
    >
      {fields.targets.map((target, index) => (
        <Button
          key={`${target.url}:${index}`}
          href={target.url}
          target={target.target}
          variant={index === 0 ? (tone === 'dark' ? 'inverse' : 'primary') : 'secondary'}
          className={index > 0 && tone === 'dark' ? styles.ghostOnDark : undefined}
          fullWidth={fields.equalTargetSize}
          size="lg"
        >
          {target.text}
        </Button>
      ))}
    </div>
  );
}

/** Props of {@link BannerText}. */
export interface BannerTextProps {
  fields: BannerFields;
  id: string;
  /** What is behind the text (without `backdrop`) or the backdrop's tone. */
  tone: BannerTone;
  /** The title's look when `titleStyle` is absent. */
  titleLook: HeadingLook;
  /** Whether `overlayWidth` and `backdrop` apply (text over media). */
  overMedia?: boolean;
  className?: string;
  children?: ReactNode;
}

/**
 * The banner's text (spec 3 §3): eyebrow (logo and text), overline, title, subtitle, rich text,
 * calls to action and rich text below them, aligned per breakpoint. Over media it takes the
 * `overlayWidth` and, with `backdrop`, a solid panel in the tone's colours.
 */
export function BannerText({
  fields,
  id,
  tone,
  titleLook,
  overMedia = false,
  className,
  children,
}: BannerTextProps) {
  const align = resolveAlignments(fields);
  const logo = fields.eyebrowLogo;
  return (
    <div
      className={clsx(
        styles.content,
        styles.tone[tone],
        overMedia && styles.overlayWidth[fields.overlayWidth],
        overMedia && fields.backdrop && styles.backdrop[tone],
        BANNER_BREAKPOINTS.map((bp) => styles.align[bp][align[bp]]),
        className,
      )}
    >
      {logo || fields.eyebrowText ? (
        <p className={styles.eyebrow}>
          {logo ? (
            <img
              className={styles.eyebrowLogo}
              src={logo.url}
              width={logo.width}
              height={logo.height}
              alt={logo.alt}
            />
          ) : null}
          {fields.eyebrowText ? <span>{fields.eyebrowText}</span> : null}
        </p>
      ) : null}
      {fields.overline ? <p className={styles.overline}>{fields.overline}</p> : null}
      <BannerTitle fields={fields} id={id} tone={tone} look={titleLook} />
      {fields.subtitle ? <p className={styles.subtitle}>{fields.subtitle}</p> : null}
      <RichHtml html={fields.richText} />
      {children}
      <BannerTargets fields={fields} tone={tone} />
      <RichHtml html={fields.richTextBelowTargets} small />
    </div>
  );
}

/** The tone of text over media: the backdrop's or the gradient's tone. */
export function toneOverMedia(fields: BannerFields): BannerTone {
  return fields.gradientTone;
}
