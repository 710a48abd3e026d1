import { Card, Grid, Heading, Icon, Image, linkRel, Stack, VisuallyHidden } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import { headingLevel } from '../promotionalSpot/tones';
import * as styles from './LinkedCards.css';
import type { LinkedCardsFields } from './schema';

/**
 * Linked cards (spec 3 §1): a grid of cards (1 column on sm, 2 on md, `columns` on lg), each
 * one link (url + target attribute; external and new-tab links get `rel="noopener noreferrer"`,
 * a new tab is announced) stretched over the image, eyebrow, title, text and a "read more" cue.
 * A server component: it ships no JavaScript.
 */
export function LinkedCards({ fields, id }: BlockProps<LinkedCardsFields>) {
  const titleId = `${id}-title`;
  const level = headingLevel[fields.titleHeadingTag];
  const cardLevel = fields.title ? ((level + 1) as 3 | 4 | 5) : level;
  return (
    <Stack
      as="section"
      gap="md"
      className={styles.section}
      data-block="linkedCards"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': titleId } : {})}
    >
      {fields.title ? (
        <Heading level={level} look="lg" id={titleId}>
          {fields.title}
        </Heading>
      ) : null}
      <Grid as="ul" className={styles.list} columns={{ sm: 1, md: 2, lg: fields.columns }} gap="md">
        {fields.cards.map((card, index) => (
          <li key={`${card.url}:${index}`}>
            <Card
              as="article"
              padding="none"
              display="flex"
              flexDirection="column"
              className={styles.card}
            >
              {card.image ? (
                <Image
                  className={clsx(styles.media, styles.ratio[fields.imageRatio])}
                  sources={{
                    sm: { src: card.image.url, width: card.image.width, height: card.image.height },
                  }}
                  alt={card.image.alt}
                  sizes={`(min-width: 1024px) ${Math.round(100 / fields.columns)}vw, (min-width: 768px) 50vw, 100vw`}
                />
              ) : null}
              <div className={styles.body}>
                {card.eyebrow ? <p className={styles.eyebrow}>{card.eyebrow}</p> : null}
                <Heading level={cardLevel} look="sm">
                  <a
                    className={styles.link}
                    href={card.url}
                    target={card.target}
                    rel={linkRel(card.url, card.target)}
                  >
                    {card.title}
                    {card.target === '_blank' ? (
                      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                    ) : null}
                  </a>
                </Heading>
                {card.text ? <p className={styles.text}>{card.text}</p> : null}
                {card.linkText ? (
                  <span className={styles.cue} aria-hidden="true">
                    {card.linkText}
                    <Icon name="arrow-right" size="sm" />
                  </span>
                ) : null}
              </div>
            </Card>
          </li>
        ))}
      </Grid>
    </Stack>
  );
}
