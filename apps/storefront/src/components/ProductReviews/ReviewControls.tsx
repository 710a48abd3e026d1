import type { Review } from '@storefront/api-contract';
import { Button, Inline, Link, Notification, Select } from '@storefront/ui';
import type { Translate } from '../../i18n/translate';
import * as styles from './ProductReviews.css';
import { OpenReviewPhoto } from './ReviewLauncher.client';

/** Words of the per-review and per-answer controls (`reviews` namespace, resolved). */
export interface ReviewControlWords {
  question: string;
  helpful: (count: number) => string;
  notHelpful: (count: number) => string;
  flagOpen: string;
  flagReason: string;
  reasons: Record<'inappropriate' | 'spam' | 'offTopic' | 'other', string>;
  flagSubmit: string;
  flagDone: string;
  translate: string;
  original: string;
  /** A photo thumbnail's name, e.g. "Open photo 1 of 3 by Maya". */
  openPhoto: (n: number, total: number, author: string) => string;
}

/** The controls' words from a `reviews` translator (`getTranslations`, or a story's). */
export function reviewControlWordsFrom(t: Translate): ReviewControlWords {
  return {
    question: t('vote.question'),
    helpful: (count) => t('vote.helpful', { count }),
    notHelpful: (count) => t('vote.notHelpful', { count }),
    flagOpen: t('flag.open'),
    flagReason: t('flag.reason'),
    reasons: {
      inappropriate: t('flag.reasons.inappropriate'),
      spam: t('flag.reasons.spam'),
      offTopic: t('flag.reasons.offTopic'),
      other: t('flag.reasons.other'),
    },
    flagSubmit: t('flag.submit'),
    flagDone: t('flag.done'),
    translate: t('translate.show'),
    original: t('translate.original'),
    openPhoto: (n, total, author) => t('media.open', { n, total, author }),
  };
}

/** A form's action: the page's Server Action, or a story's spy. */
export type FormAction = (form: FormData) => void | Promise<void>;

/**
 * What the controls' forms post to (`lib/reviews/actions.ts` on the product page): review vote
 * and flag, answer vote (spec 2 §7).
 */
export interface ReviewFormActions {
  voteReview: FormAction;
  voteAnswer: FormAction;
  flagReview: FormAction;
}

/** A review's photos as thumbnails that open the review UGC dialog (spec 1 §2). */
export function ReviewPhotos({ review, words }: { review: Review; words: ReviewControlWords }) {
  const photos = review.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <Inline as="ul" gap="xs" className={styles.photos}>
      {photos.map((photo, index) => (
        <li key={photo.url}>
          <OpenReviewPhoto
            media={{ photos, index, author: review.author }}
            label={words.openPhoto(index + 1, photos.length, review.author)}
            thumbnailClassName={styles.thumbnail}
          />
        </li>
      ))}
    </Inline>
  );
}

/**
 * A helpfulness vote as two small forms posting a Server Action (works without JavaScript; the
 * page comes back with the new counts): spec 2 §7 review vote and answer vote.
 */
export function VoteForms({
  id,
  helpfulVotes,
  unhelpfulVotes,
  action,
  words,
}: {
  id: string;
  helpfulVotes: number;
  unhelpfulVotes: number;
  /** `voteReview` or `voteAnswer` of {@link ReviewFormActions}. */
  action: FormAction;
  words: ReviewControlWords;
}) {
  const labelId = `vote-${id}`;
  return (
    <Inline gap="xs" align="center" role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.muted}>
        {words.question}
      </span>
      {(['true', 'false'] as const).map((helpful) => (
        <form key={helpful} action={action}>
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="helpful" value={helpful} />
          <Button type="submit" variant="secondary" size="sm">
            {helpful === 'true' ? words.helpful(helpfulVotes) : words.notHelpful(unhelpfulVotes)}
          </Button>
        </form>
      ))}
    </Inline>
  );
}

/** Props of {@link ReviewControls}. */
export interface ReviewControlsProps {
  review: Review;
  /** The page's language (ISO 639-1): a review in another one offers a translation. */
  language: string;
  /** The review is shown translated now. */
  translated: boolean;
  /** The shopper just reported it (`reviewReported`). */
  reported: boolean;
  /** The page's URL with the review translated, or back to the original. */
  translateHref: string;
  /** The page's path and query, where the report comes back to. */
  returnTo: string;
  localePath: string;
  words: ReviewControlWords;
  actions: Pick<ReviewFormActions, 'voteReview' | 'flagReview'>;
}

/**
 * Under a review: vote helpful or not, translate it when it is in another language (a link:
 * the page renders the translation, spec 2 §7 "translate"), and report it with a reason in a
 * disclosure (spec 2 §7 "flag"). Server component: forms and links only.
 */
export function ReviewControls({
  review,
  language,
  translated,
  reported,
  translateHref,
  returnTo,
  localePath,
  words,
  actions,
}: ReviewControlsProps) {
  return (
    <>
      <ReviewPhotos review={review} words={words} />
      <Inline gap="md" align="center">
        <VoteForms
          id={review.id}
          helpfulVotes={review.helpfulVotes}
          unhelpfulVotes={review.unhelpfulVotes}
          action={actions.voteReview}
          words={words}
        />
        {review.language !== language || translated ? (
          <Link href={translateHref} variant="standalone">
            {translated ? words.original : words.translate}
          </Link>
        ) : null}
        {reported ? (
          <Notification tone="success">{words.flagDone}</Notification>
        ) : (
          <details className={styles.flag}>
            <summary>{words.flagOpen}</summary>
            <form action={actions.flagReview} className={styles.flagForm}>
              <input type="hidden" name="id" value={review.id} />
              <input type="hidden" name="returnTo" value={returnTo} />
              <input type="hidden" name="locale" value={localePath} />
              <Select
                id={`flag-${review.id}`}
                name="reason"
                label={words.flagReason}
                options={Object.entries(words.reasons).map(([value, label]) => ({ value, label }))}
              />
              <div>
                <Button type="submit" variant="secondary" size="sm">
                  {words.flagSubmit}
                </Button>
              </div>
            </form>
          </details>
        )}
      </Inline>
    </>
  );
}
