import { Button, Heading, Image, VisuallyHidden } from '@storefront/ui';
import { toImageSources } from '../../model/fields';
import type { BlockProps } from '../../registry/registry';
import * as styles from './HeroBanner.css';
import type { HeroBannerFields } from './schema';

const darkBackgrounds = new Set<HeroBannerFields['backgroundColor']>(['surfaceInverse', 'primary']);

/**
 * The hero banner (spec 3 §3 "Banner content"): overline, title (`h1` when `titleH1`, else `h2`,
 * same look; screen-reader only when `hideTitle`), subtitle, calls to action (hidden when
 * `linkType` is `No-CTA`), background media per breakpoint loaded with priority (the page's LCP
 * image) under a gradient overlay (`gradientStyle` full 35% / focused 50% / off), alignment,
 * background colour and full width. A server component: it ships no JavaScript.
 */
export function HeroBanner({ fields, id }: BlockProps<HeroBannerFields>) {
  const { title, titleH1, hideTitle, subtitle, overline, media, targets, alignment } = fields;
  const titleId = `${id}-title`;
  const onDark = Boolean(media) || darkBackgrounds.has(fields.backgroundColor);
  const showTargets = fields.linkType !== 'No-CTA' && targets.length > 0;
  const centered = alignment === 'center';
  const level = titleH1 ? 1 : 2;

  return (
    <section
      className={styles.banner({
        width: fields.isFullWidth ? 'full' : 'contained',
        background: fields.backgroundColor,
        onMedia: Boolean(media),
        alignment,
      })}
      aria-labelledby={titleId}
      data-block="heroBanner"
    >
      {media ? (
        <>
          <Image
            className={styles.media}
            sources={toImageSources(media)}
            alt={media.sm.alt}
            priority
            sizes="100vw"
          />
          <div
            className={`${styles.overlay[fields.gradientStyle]} ${
              fields.gradientStyle === 'focused' ? styles.focusedMask[alignment] : ''
            }`}
            aria-hidden="true"
          />
        </>
      ) : null}
      <div className={centered ? `${styles.content} ${styles.contentCentered}` : styles.content}>
        {overline ? <p className={styles.overline}>{overline}</p> : null}
        {hideTitle ? (
          <VisuallyHidden as={`h${level}`} id={titleId}>
            {title}
          </VisuallyHidden>
        ) : (
          <Heading
            level={level}
            look="display"
            tone={onDark ? 'inverse' : 'default'}
            align={centered ? 'center' : 'left'}
            className={styles.title}
            id={titleId}
          >
            {title}
          </Heading>
        )}
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {showTargets ? (
          <div
            className={centered ? `${styles.targets} ${styles.targetsCentered}` : styles.targets}
          >
            {targets.map((target, index) => (
              <Button
                key={`${target.url}:${index}`}
                href={target.url}
                target={target.target}
                variant={index === 0 ? (onDark ? 'inverse' : 'primary') : 'secondary'}
                className={index > 0 && onDark ? styles.ghostOnDark : undefined}
                size="lg"
              >
                {target.text}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
