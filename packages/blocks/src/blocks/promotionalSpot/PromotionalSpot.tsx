import { Button, Heading, Image } from '@storefront/ui';
import { clsx } from 'clsx';
import { toImageSources } from '../../model/fields';
import type { BlockProps } from '../../registry/registry';
import * as styles from './PromotionalSpot.css';
import { type PromotionalSpotFields, promotionAttributes } from './schema';
import { headingLevel, isDarkTone } from './tones';
import { surfaceTone } from './tones.css';

/**
 * A promotional spot (spec 3 §1): image per breakpoint, eyebrow, title (`titleHeadingTag`),
 * text and one call to action (url + target; external links get `rel="noopener noreferrer"`),
 * stacked or side by side, on a theme surface. `promotionTracking` becomes `data-promotion-*`
 * attributes on the block for the host's promotion impression and click events (spec 3 §9).
 * A server component: it ships no JavaScript.
 */
export function PromotionalSpot({ fields, id }: BlockProps<PromotionalSpotFields>) {
  const titleId = `${id}-title`;
  const dark = isDarkTone(fields.backgroundColor);
  const centered = fields.textAlignment === 'center';
  return (
    <section
      aria-labelledby={titleId}
      data-block="promotionalSpot"
      className={clsx(styles.spot({ layout: fields.layout }), surfaceTone[fields.backgroundColor])}
      {...promotionAttributes(fields.promotionTracking)}
    >
      {fields.image ? (
        <Image
          className={clsx(
            styles.media,
            fields.layout === 'stacked' && styles.mediaStacked,
            fields.layout === 'horizontal' && fields.imagePosition === 'end' && styles.mediaEnd,
          )}
          sources={toImageSources(fields.image)}
          alt={fields.image.sm.alt}
          sizes={fields.layout === 'horizontal' ? '(min-width: 768px) 50vw, 100vw' : '100vw'}
        />
      ) : null}
      <div className={clsx(styles.body, centered && styles.centered)}>
        {fields.eyebrow ? <p className={styles.eyebrow}>{fields.eyebrow}</p> : null}
        <Heading
          level={headingLevel[fields.titleHeadingTag]}
          look="lg"
          tone={dark ? 'inverse' : 'default'}
          align={centered ? 'center' : 'left'}
          id={titleId}
        >
          {fields.title}
        </Heading>
        {fields.text ? <p className={styles.text}>{fields.text}</p> : null}
        {fields.cta ? (
          <Button
            className={styles.cta}
            href={fields.cta.url}
            target={fields.cta.target}
            variant={dark ? 'inverse' : 'primary'}
          >
            {fields.cta.text}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
