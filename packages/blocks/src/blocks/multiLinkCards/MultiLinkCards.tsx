import { Button, Grid, Heading, Image, Link, Stack } from '@storefront/ui';
import { clsx } from 'clsx';
import type { BlockProps } from '../../registry/registry';
import { headingLevel, isDarkTone } from '../promotionalSpot/tones';
import { surfaceTone } from '../promotionalSpot/tones.css';
import * as styles from './MultiLinkCards.css';
import type { MultiLinkCardsFields } from './schema';

/**
 * Multi-link cards (spec 3 §1): cards of an image, a title, text and several links (url +
 * target attribute through the ui Link / Button, so external and new-tab links are safe), as a
 * list of links or a row of buttons, in a grid of `columns` on lg. A server component.
 */
export function MultiLinkCards({ fields, id }: BlockProps<MultiLinkCardsFields>) {
  const titleId = `${id}-title`;
  const level = headingLevel[fields.titleHeadingTag];
  const cardLevel = fields.title ? ((level + 1) as 3 | 4 | 5) : level;
  const md = Math.min(fields.columns, 2) as 1 | 2;
  return (
    <Stack
      as="section"
      gap="md"
      className={styles.section}
      data-block="multiLinkCards"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': titleId } : {})}
    >
      {fields.title ? (
        <Heading level={level} look="lg" id={titleId}>
          {fields.title}
        </Heading>
      ) : null}
      <Grid as="ul" className={styles.list} columns={{ sm: 1, md, lg: fields.columns }} gap="md">
        {fields.cards.map((card, index) => {
          const dark = isDarkTone(card.backgroundColor);
          const cardTitleId = `${id}-card-${index}`;
          return (
            <li key={`${card.title}:${index}`}>
              <article
                className={clsx(styles.card, surfaceTone[card.backgroundColor])}
                aria-labelledby={cardTitleId}
              >
                {card.image ? (
                  <Image
                    className={styles.media}
                    sources={{
                      sm: {
                        src: card.image.url,
                        width: card.image.width,
                        height: card.image.height,
                      },
                    }}
                    alt={card.image.alt}
                    sizes={`(min-width: 1024px) ${Math.round(100 / fields.columns)}vw, 100vw`}
                  />
                ) : null}
                <div className={styles.body}>
                  <Heading
                    level={cardLevel}
                    look="md"
                    tone={dark ? 'inverse' : 'default'}
                    id={cardTitleId}
                  >
                    {card.title}
                  </Heading>
                  {card.text ? <p className={styles.text}>{card.text}</p> : null}
                  <ul
                    className={clsx(styles.links, fields.linkStyle === 'buttons' && styles.buttons)}
                  >
                    {card.links.map((link, linkIndex) => (
                      <li key={`${link.url}:${linkIndex}`}>
                        {fields.linkStyle === 'buttons' ? (
                          <Button
                            href={link.url}
                            target={link.target}
                            size="sm"
                            variant={dark ? 'inverse' : linkIndex === 0 ? 'primary' : 'secondary'}
                          >
                            {link.text}
                          </Button>
                        ) : (
                          <Link
                            href={link.url}
                            target={link.target}
                            variant="standalone"
                            tone={dark ? 'inverse' : 'default'}
                          >
                            {link.text}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              </article>
            </li>
          );
        })}
      </Grid>
    </Stack>
  );
}
