import { Heading, vars } from '@storefront/ui';
import { clsx } from 'clsx';
import type { CSSProperties } from 'react';
import type { BlockProps } from '../../registry/registry';
import { Carousel } from '../_carousel/islands.client';
import { ProductCard, SearchHubCard } from './Cards';
import { collectionLabels } from './labels';
import { type CollectionBreakpointName, pick, resolveCollectionBreakpoints } from './layout';
import * as styles from './ProductCollection.css';
import type { ProductCollectionFields } from './schema';

const headingLevel = { h2: 2, h3: 3, h4: 4 } as const;

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline. */
const varName = (cssVar: string) => cssVar.replace(/^var\((--[^),]+).*\)$/, '$1');

/** Only the breakpoints that have a value (a partial `Responsive` for the ui Carousel). */
function defined(
  values: Record<CollectionBreakpointName, string | undefined>,
): Partial<Record<CollectionBreakpointName, string>> | undefined {
  const entries = Object.entries(values).filter(([, value]) => value !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A collection (spec 3 §3 "Collection", §4, §9): a title in its configured heading tag and
 * alignment, an optional "view all" link, and product or search hub cards laid out per
 * breakpoint (sm / md / lg) as an embla carousel or a grid — cards per view by variant
 * (threeCardGrid, highlightCenter: the centre card highlighted) unless the CMS sets slide width,
 * max width or slides per view; slide padding, margin, arrows, dots (scroll to a slide),
 * progress, autoplay every `autorotateTime` × 1000 ms (paused on hover and focus, stopped under
 * reduced motion), loop, 6 or 3 cards per click; `[stacked]` in the name: a full-width grid on
 * md and lg. A server component; only the ui Carousel is a client island.
 */
export function ProductCollection({ fields, id, services }: BlockProps<ProductCollectionFields>) {
  const level = headingLevel[fields.titleHeadingTag];
  const titleId = `${id}-title`;
  const labels = collectionLabels(services);
  const layouts = resolveCollectionBreakpoints(fields);
  const margin = pick(layouts, 'margin');
  const fullWidth = pick(layouts, 'fullWidth');
  const perView = pick(layouts, 'slidesPerView');
  const sizes = `(min-width: 1024px) ${Math.ceil(100 / perView.lg)}vw, (min-width: 768px) ${Math.ceil(100 / perView.md)}vw, ${Math.ceil(100 / perView.sm)}vw`;
  const Card = fields.type === 'searchHub' ? SearchHubCard : ProductCard;
  const style = {
    [varName(styles.marginSm)]: vars.space[margin.sm],
    [varName(styles.marginMd)]: vars.space[margin.md],
    [varName(styles.marginLg)]: vars.space[margin.lg],
  } as CSSProperties;
  return (
    <div
      className={clsx(
        styles.section,
        fullWidth.md && styles.fullWidthMd,
        fullWidth.lg && styles.fullWidthLg,
        fields.variant === 'highlightCenter' && styles.highlightCenter,
      )}
      style={style}
      data-block="productCollection"
      data-variant={fields.variant ?? 'default'}
    >
      {fields.title || fields.textLink ? (
        <div className={styles.header[fields.alignment]}>
          {fields.title ? (
            <Heading level={level} look="lg" id={titleId}>
              {fields.title}
            </Heading>
          ) : null}
          {fields.textLink ? (
            <a className={styles.textLink} href={fields.textLink.url}>
              {fields.textLink.text}
            </a>
          ) : null}
        </div>
      ) : null}
      <Carousel
        label={fields.title ?? labels.products}
        labels={labels.carousel}
        layout={pick(layouts, 'layout')}
        slidesPerView={perView}
        {...(defined(pick(layouts, 'slideWidth'))
          ? { slideWidth: defined(pick(layouts, 'slideWidth')) }
          : {})}
        {...(defined(pick(layouts, 'slideMaxWidth'))
          ? { slideMaxWidth: defined(pick(layouts, 'slideMaxWidth')) }
          : {})}
        gap={pick(layouts, 'gap')}
        showArrows={pick(layouts, 'showArrows')}
        showDots={pick(layouts, 'showIndicators')}
        showProgress={pick(layouts, 'showProgress')}
        autoplay={{ delayMs: pick(layouts, 'autoplayMs') }}
        loop={pick(layouts, 'loop')}
        slidesToScroll={pick(layouts, 'slidesToScroll')}
        align={fields.variant === 'highlightCenter' ? 'center' : 'start'}
      >
        {fields.items.map((item) => (
          <Card
            key={item.id}
            item={item}
            level={(level + 1) as 3 | 4 | 5}
            locale={services.locale.tag}
            labels={labels.price}
            sizes={sizes}
          />
        ))}
      </Carousel>
    </div>
  );
}
