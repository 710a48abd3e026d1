import { type AccordionItem, Heading, Stack } from '@storefront/ui';
import { sanitize } from '../../html/sanitize';
import type { BlockProps } from '../../registry/registry';
import { headingLevel } from '../promotionalSpot/tones';
import * as styles from './AccordionBlock.css';
import { Accordion } from './islands.client';
import type { AccordionBlockFields } from './schema';

/**
 * An accordion (spec 3 §1) on the ui Accordion (Radix, WAI-ARIA accordion pattern): sections of
 * a title and rich text (sanitized with `sanitize`'s `richText` preset on the server), one or several open
 * at a time, optionally open at first. The block renders on the server; the Radix accordion is
 * the client island that opens and closes sections.
 */
export function AccordionBlock({ fields, id }: BlockProps<AccordionBlockFields>) {
  const titleId = `${id}-title`;
  const level = headingLevel[fields.titleHeadingTag];
  const items: AccordionItem[] = fields.items.map((item, index) => ({
    value: `${id}-${index}`,
    title: item.title,
    content: (
      <div
        className={styles.text}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by sanitize (richText).
        dangerouslySetInnerHTML={{ __html: sanitize(item.richText, 'richText') }}
      />
    ),
  }));
  const itemLevel = (fields.title ? level + 1 : level) as 2 | 3 | 4 | 5;
  const first = items[0]?.value;
  return (
    <Stack
      as="section"
      gap="md"
      className={styles.section[fields.width]}
      data-block="accordion"
      data-block-id={id}
      {...(fields.title ? { 'aria-labelledby': titleId } : {})}
    >
      {fields.title ? (
        <Heading level={level} look="lg" id={titleId}>
          {fields.title}
        </Heading>
      ) : null}
      {fields.allowMultiple ? (
        <Accordion
          type="multiple"
          items={items}
          headingLevel={itemLevel}
          defaultValue={
            fields.defaultOpen === 'all'
              ? items.map((item) => item.value)
              : fields.defaultOpen === 'first' && first
                ? [first]
                : []
          }
        />
      ) : (
        <Accordion
          type="single"
          items={items}
          headingLevel={itemLevel}
          defaultValue={fields.defaultOpen !== 'none' ? first : undefined}
        />
      )}
    </Stack>
  );
}
