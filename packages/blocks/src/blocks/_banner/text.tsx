import { Button, cloudinaryUrl, Heading, type HeadingLook, VisuallyHidden } from '@storefront/ui';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { sanitize } from '../../html/sanitize';
import * as styles from './Banner.css';
import { BANNER_BREAKPOINTS } from './constants';
import { type BannerTone, bannerTitleId, resolveAlignments, showsTargets } from './layout';
import type { BannerFields } from './schema';

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
  const html = fields.titleHtml ? sanitize(fields.titleHtml, 'heading') : '';
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
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize just above.
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
  const clean = html ? sanitize(html, 'richText') : '';
  if (!clean.trim()) return null;
  return (
    <div
      className={clsx(styles.richText, small && styles.richTextSmall)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize just above.
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
              src={cloudinaryUrl(logo.url, { width: logo.width }) || undefined}
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
