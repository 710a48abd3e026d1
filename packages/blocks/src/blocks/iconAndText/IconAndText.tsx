import { Grid, Heading, Icon, Link, Stack } from '@storefront/ui';
import { clsx } from 'clsx';
import { sanitize } from '../../html/sanitize';
import type { BlockProps } from '../../registry/registry';
import { headingLevel, isDarkTone } from '../promotionalSpot/tones';
import { surfaceTone } from '../promotionalSpot/tones.css';
import * as styles from './IconAndText.css';
import { type IconAndTextFields, iconAndTextColumns, iconSizeMap } from './schema';

/**
 * Icon-and-text (spec 3 §3 "Other blocks", §9): items of an icon (size small/medium/large →
 * ui Icon md/lg/3xl; decorative), rich text (sanitized with `sanitize`'s `richText` preset on the server),
 * an optional link (url + target attribute) and colours, as a grid — a grid of 4 becomes 2
 * columns on sm — or a list. A server component: it ships no JavaScript.
 */
export function IconAndText({ fields, id }: BlockProps<IconAndTextFields>) {
  const titleId = `${id}-title`;
  const size = iconSizeMap[fields.iconSize];
  const grid = fields.layout === 'grid';
  const centered = grid && fields.alignment === 'center';
  return (
    <Stack
      as="section"
      gap="lg"
      className={styles.section}
      data-block="iconAndText"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': titleId } : {})}
    >
      {fields.title ? (
        <Heading level={headingLevel[fields.titleHeadingTag]} look="lg" id={titleId}>
          {fields.title}
        </Heading>
      ) : null}
      <Grid
        as="ul"
        className={styles.list}
        columns={grid ? iconAndTextColumns(fields.items.length) : 1}
        gap="md"
      >
        {fields.items.map((item, index) => {
          const dark = isDarkTone(item.colors.background);
          return (
            <li key={`${item.icon}:${index}`}>
              <div
                className={clsx(
                  styles.item,
                  surfaceTone[item.colors.background],
                  centered && styles.itemCentered,
                  !grid && styles.itemRow,
                )}
              >
                <Icon
                  name={item.icon}
                  size={size}
                  className={dark ? styles.iconOnDark : styles.iconColor[item.colors.icon]}
                />
                <div className={clsx(styles.body, centered && styles.bodyCentered)}>
                  <div
                    className={styles.text}
                    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize (richText).
                    dangerouslySetInnerHTML={{ __html: sanitize(item.richText, 'richText') }}
                  />
                  {item.target ? (
                    <Link
                      href={item.target.url}
                      target={item.target.target}
                      variant="standalone"
                      tone={dark ? 'inverse' : 'default'}
                    >
                      {item.target.text}
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          );
        })}
      </Grid>
    </Stack>
  );
}
