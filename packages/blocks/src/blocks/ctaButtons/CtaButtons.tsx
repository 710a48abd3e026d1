import { Button, Heading, Icon, Stack } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import { blockWords } from '../../services/words';
import { Carousel } from '../_carousel/islands.client';
import { carouselLabels, untitledCarouselName } from '../_carousel/labels';
import { headingLevel } from '../promotionalSpot/tones';
import * as styles from './CtaButtons.css';
import type { CtaButtonsFields } from './schema';

/**
 * CTA buttons (spec 3 §1, §9): calls to action (url + target attribute; external and new-tab
 * links get `rel="noopener noreferrer"`) as a wrapping row of buttons — static HTML — or as a
 * carousel (the ui Carousel client island) whose slides are 19.25rem wide on sm and 26.5rem on
 * md/lg, with `slidePadding` (default small) inside each slide.
 */
export function CtaButtons({ fields, id, services }: BlockProps<CtaButtonsFields>) {
  const titleId = `${id}-title`;
  const centered = fields.alignment === 'center';
  const buttons = fields.targets.map((target, index) => (
    <Button
      key={`${target.url}:${index}`}
      href={target.url}
      target={target.target}
      variant={fields.variant}
      fullWidth={fields.layout === 'carousel'}
      iconEnd={fields.layout === 'carousel' ? <Icon name="arrow-right" /> : undefined}
    >
      {target.text}
    </Button>
  ));
  const heading = fields.title ? (
    <Heading level={headingLevel[fields.titleHeadingTag]} look="md" id={titleId}>
      {fields.title}
    </Heading>
  ) : null;

  if (fields.layout === 'carousel') {
    return (
      <Stack gap="md" className={styles.section} data-block="ctaButtons" data-block-id={id}>
        {heading}
        <Carousel
          className={styles.carousel}
          label={fields.title ?? untitledCarouselName(blockWords(services), 'shortcuts')}
          labels={carouselLabels(blockWords(services))}
          showDots={false}
          gap="sm"
        >
          {buttons.map((button) => (
            <div key={button.key} className={styles.slidePadding[fields.slidePadding]}>
              {button}
            </div>
          ))}
        </Carousel>
      </Stack>
    );
  }
  return (
    <Stack
      as="section"
      gap="md"
      align={centered ? 'center' : 'stretch'}
      className={clsx(styles.section, centered && styles.centered)}
      data-block="ctaButtons"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': titleId } : {})}
    >
      {heading}
      <ul className={clsx(styles.row, centered && styles.rowCentered)}>
        {buttons.map((button) => (
          <li key={button.key}>{button}</li>
        ))}
      </ul>
    </Stack>
  );
}
