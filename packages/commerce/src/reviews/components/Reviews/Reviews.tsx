import type { Review, Reviews as ReviewsAnswer } from '@storefront/api-contract';
import { Inline, numberFormat, Rating, Stack, VisuallyHidden } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { CatalogLabels } from '../../../catalog/catalogLabels';
import { PageLinks } from '../PageLinks';
import * as styles from './Reviews.css';

/** Props of {@link Reviews}. */
export interface ReviewsProps {
  /** One page of the reviews answer (GET /products/v1/products/{id}/reviews, spec 2 §7). */
  reviews: ReviewsAnswer;
  /** BCP 47 tag for numbers and dates. */
  locale: string;
  /** URL of a reviews page (query `reviewsPage`), so paging works without JavaScript. */
  hrefOfPage: (page: number) => string;
  /** Heading level of "Reviews"; 2 by default. */
  headingLevel?: 2 | 3;
  labels: CatalogLabels;
  /** Under the heading, even without reviews: e.g. "Write a review" or a sign-in link. */
  actions?: ReactNode;
  /** Under each review: e.g. its vote, flag and translate controls. */
  renderReviewActions?: (review: Review) => ReactNode;
  /**
   * A review shown in another language (spec 2 §7 "translate"): review id → the translated
   * title and text, with the note that says so.
   */
  translations?: Record<string, { title: string; text: string; language: string; note: string }>;
}

/**
 * The reviews of a product (server component): the summary (average, count, distribution per
 * star) and one page of reviews (title, rating, author, date, verified buyer, text) with the
 * paging links of `PageLinks` (spec 1 §9). Each review is `#review-{id}`; the host adds `actions` under the heading and
 * per-review controls (`renderReviewActions`), and may show a review translated.
 */
export function Reviews({
  reviews,
  locale,
  hrefOfPage,
  headingLevel = 2,
  labels,
  actions,
  renderReviewActions,
  translations = {},
}: ReviewsProps) {
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const number = numberFormat(locale, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const { summary } = reviews;
  return (
    <Stack as="section" gap="lg" aria-labelledby="reviews-heading" id="reviews">
      <Heading id="reviews-heading">{labels.reviews}</Heading>
      {actions}
      {summary.count === 0 ? (
        <p>{labels.noReviews}</p>
      ) : (
        <>
          <Inline gap="lg" align="start">
            <div>
              <Rating
                value={summary.average}
                size="md"
                showValue
                locale={locale}
                label={labels.rating(number.format(summary.average), summary.count)}
              />
              <p>{labels.reviewsSummary(number.format(summary.average), summary.count)}</p>
            </div>
            <ul className={styles.bars}>
              {[5, 4, 3, 2, 1].map((stars) => {
                const count = summary.distribution[String(stars)] ?? 0;
                const share = summary.count > 0 ? (count / summary.count) * 100 : 0;
                return (
                  <li key={stars} className={styles.bar}>
                    <span aria-hidden="true">{stars} ★</span>
                    <span className={styles.track} aria-hidden="true">
                      <span
                        className={styles.fill}
                        style={{ width: `${share}%`, display: 'block' }}
                      />
                    </span>
                    <span aria-hidden="true">{count}</span>
                    <VisuallyHidden>{labels.starCount(stars, count)}</VisuallyHidden>
                  </li>
                );
              })}
            </ul>
          </Inline>
          <ul className={styles.list}>
            {reviews.reviews.map((review) => {
              const translated = translations[review.id];
              return (
                <li
                  key={review.id}
                  id={`review-${review.id}`}
                  className={styles.review}
                  lang={translated?.language ?? review.language}
                >
                  <Sub className={styles.title}>{translated?.title ?? review.title}</Sub>
                  <Rating
                    value={review.rating}
                    size="sm"
                    locale={locale}
                    label={labels.rating(String(review.rating), 1).replace(/,.*$/, '')}
                  />
                  <p className={styles.byline}>
                    {review.author}
                    {review.location ? ` · ${review.location}` : ''} ·{' '}
                    <time dateTime={review.createdAt}>
                      {date.format(new Date(review.createdAt))}
                    </time>
                    {review.verifiedBuyer ? ` · ${labels.verifiedBuyer}` : ''}
                  </p>
                  <p className={styles.text}>{translated?.text ?? review.text}</p>
                  {translated ? <p className={styles.byline}>{translated.note}</p> : null}
                  {renderReviewActions?.(review)}
                </li>
              );
            })}
          </ul>
          <PageLinks
            paging={reviews}
            hrefOfPage={hrefOfPage}
            label={labels.reviewPagination}
            labels={labels}
          />
        </>
      )}
    </Stack>
  );
}
