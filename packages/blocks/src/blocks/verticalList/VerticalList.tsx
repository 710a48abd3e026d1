import { Container, Heading } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import { VerticalListClient } from './islands.client';
import type { VerticalListFields } from './schema';
import * as styles from './VerticalList.css';

const headingLevel = { h2: 2, h3: 3, h4: 4 } as const;

/**
 * A vertical list (spec 3 §4 "Carousel and vertical list"): an optional title, then the items
 * as a list of links beside an image area that shows the hovered or focused item's image
 * (keyboard and pointer alike). A server component around a small client island.
 */
export function VerticalList({ fields, id }: BlockProps<VerticalListFields>) {
  const level = headingLevel[fields.titleHeadingTag];
  return (
    <Container
      as="section"
      className={styles.section}
      data-block="verticalList"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': `${id}-title` } : {})}
    >
      {fields.title ? (
        <Heading level={level} look="lg" id={`${id}-title`} className={styles.title}>
          {fields.title}
        </Heading>
      ) : null}
      <VerticalListClient
        items={fields.items}
        imagePosition={fields.imagePosition}
        level={(level + 1) as 3 | 4 | 5}
      />
    </Container>
  );
}
