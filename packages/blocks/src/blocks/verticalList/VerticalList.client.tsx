'use client';

import { Image } from '@storefront/ui';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { VerticalListItem } from './schema';
import * as styles from './VerticalList.css';

/** Props of {@link VerticalListClient}: serialisable only (a client island). */
export interface VerticalListClientProps {
  items: VerticalListItem[];
  imagePosition: 'left' | 'right';
  /** Heading level of each item title (one below the block title). */
  level: 3 | 4 | 5;
}

/**
 * The vertical list island (spec 3 §4): the items as links beside one image area; hovering an
 * item or moving keyboard focus to it shows that item's image (the first by default, also on
 * the server render). Images other than the shown one are hidden from assistive technology.
 */
export function VerticalListClient({ items, imagePosition, level }: VerticalListClientProps) {
  const [active, setActive] = useState(0);
  const Title = `h${level}` as const;
  return (
    <div className={clsx(styles.layout, imagePosition === 'left' && styles.imageLeft)}>
      <div className={styles.images}>
        {items.map((item, index) => (
          <div
            key={`${item.url}:${index}`}
            className={styles.imageFrame}
            data-active={index === active ? 'true' : undefined}
            aria-hidden={index === active ? undefined : true}
          >
            <Image
              sources={{
                sm: { src: item.image.url, width: item.image.width, height: item.image.height },
              }}
              alt={item.image.alt}
              sizes="(min-width: 768px) 50vw, 100vw"
              loading={index === 0 ? 'eager' : 'lazy'}
            />
          </div>
        ))}
      </div>
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li
            key={`${item.url}:${index}`}
            className={styles.item}
            data-active={index === active ? 'true' : undefined}
            onMouseEnter={() => setActive(index)}
            onFocus={() => setActive(index)}
          >
            <Title className={styles.itemTitle}>
              <a
                className={styles.link}
                href={item.url}
                {...(item.target === '_blank'
                  ? { target: '_blank', rel: 'noopener noreferrer' }
                  : {})}
              >
                {item.title}
              </a>
            </Title>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
