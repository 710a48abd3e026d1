'use client';

import { Button, cloudinaryUrl, Inline, ManagedDialog } from '@storefront/ui';
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { type ReviewMediaArgs, reviewDialogs } from '../../reviewDialogs';
import * as styles from './ReviewMediaDialog.css';

/** The photo shown, per opening (a new opening starts at its own index). */
function Photos({ photos, index, author }: ReviewMediaArgs) {
  const t = useTranslations('reviews');
  const [shown, setShown] = useState(index);
  const total = photos.length;
  const photo = photos[Math.min(Math.max(shown, 0), total - 1)];
  if (!photo) return null;
  const n = photos.indexOf(photo) + 1;
  return (
    <figure className={styles.figure}>
      <img className={styles.image} src={cloudinaryUrl(photo.url) || undefined} alt={photo.alt} />
      <figcaption className={styles.caption} aria-live="polite">
        {t('media.count', { n, total })} · {author}
      </figcaption>
      {total > 1 ? (
        <Inline gap="sm">
          <Button variant="secondary" disabled={n === 1} onClick={() => setShown(n - 2)}>
            {t('media.previous')}
          </Button>
          <Button variant="secondary" disabled={n === total} onClick={() => setShown(n)}>
            {t('media.next')}
          </Button>
        </Inline>
      ) : null}
    </figure>
  );
}

/**
 * The review user-generated-content dialog (spec 1 §2): a review's photos, one at a time, with
 * its number, the author and previous / next buttons; opened by the dialog manager under
 * {@link reviewDialogs}.reviewMedia with a {@link ReviewMediaArgs}. Words: `reviews`.
 */
export function ReviewMediaDialog() {
  const t = useTranslations('reviews');
  return (
    <ManagedDialog<ReviewMediaArgs>
      id={reviewDialogs.reviewMedia}
      title={(args) => t('media.title', { author: args.author ?? '' })}
      size="lg"
      closeLabel={t('close')}
    >
      {(args) =>
        args.photos ? <Photos key={`${args.photos[0]?.url}-${args.index}`} {...args} /> : null
      }
    </ManagedDialog>
  );
}
