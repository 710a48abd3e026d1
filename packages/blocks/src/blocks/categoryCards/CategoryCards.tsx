import { Grid, Heading, Image, linkRel, Stack, VisuallyHidden } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import { blockWords } from '../../services/words';
import { Carousel } from '../_carousel/islands.client';
import { carouselLabels, untitledCarouselName } from '../_carousel/labels';
import { headingLevel } from '../promotionalSpot/tones';
import * as styles from './CategoryCards.css';
import type { CategoryCard, CategoryCardsFields } from './schema';

type Breakpoint = 'sm' | 'md' | 'lg';
const breakpoints: Breakpoint[] = ['sm', 'md', 'lg'];

function Card({ item }: { item: CategoryCard }) {
  return (
    <div className={styles.card}>
      <Image
        className={styles.media}
        sources={{
          sm: { src: item.image.url, width: item.image.width, height: item.image.height },
        }}
        alt={item.image.alt}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
      />
      <a
        className={styles.link}
        href={item.url}
        target={item.target}
        rel={linkRel(item.url, item.target)}
      >
        {item.label}
        {item.target === '_blank' ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
      </a>
    </div>
  );
}

/**
 * Category cards (spec 3 §1): a set of cards (image + label linking to the category's url with
 * its target attribute), as a grid or as a carousel per breakpoint (`layout.sm/md/lg`). The grid
 * is static HTML; only breakpoints set to `carousel` mount the ui Carousel client island (its
 * own chunk, `_carousel/islands.client`, loaded only on a page that renders one), and each
 * rendering is shown only at its breakpoints (CSS), so nothing shifts on hydration. The carousel
 * is the block's landmark (named after the title), so the wrapper is a plain `div`.
 */
export function CategoryCards({ fields, id, services }: BlockProps<CategoryCardsFields>) {
  const titleId = `${id}-title`;
  const t = blockWords(services);
  const label = fields.title ?? untitledCarouselName(t, 'categories');
  const carouselAt = breakpoints.filter((bp) => fields.layout[bp] === 'carousel');
  const gridAt = breakpoints.filter((bp) => fields.layout[bp] === 'grid');
  const { columns } = fields;
  return (
    <Stack gap="md" className={styles.section} data-block="categoryCards" data-block-id={id}>
      {fields.title ? (
        <Heading level={headingLevel[fields.titleHeadingTag]} look="lg" id={titleId}>
          {fields.title}
        </Heading>
      ) : null}
      {gridAt.length > 0 ? (
        <div className={clsx(gridAt.length < 3 && gridAt.map((bp) => styles.only[bp]))}>
          <Grid as="ul" className={styles.list} columns={columns} gap="md">
            {fields.items.map((item, index) => (
              <li key={`${item.url}:${index}`}>
                <Card item={item} />
              </li>
            ))}
          </Grid>
        </div>
      ) : null}
      {carouselAt.length > 0 ? (
        <div className={clsx(carouselAt.length < 3 && carouselAt.map((bp) => styles.only[bp]))}>
          <Carousel
            label={label}
            labels={carouselLabels(t)}
            slidesPerView={{ sm: columns.sm + 0.25, md: columns.md + 0.25, lg: columns.lg }}
            showDots={false}
            gap="md"
          >
            {fields.items.map((item, index) => (
              <Card key={`${item.url}:${index}`} item={item} />
            ))}
          </Carousel>
        </div>
      ) : null}
    </Stack>
  );
}
