import type { ProductDetails, ReviewTranslation, StorefrontLocale } from '@storefront/api-contract';
import { languageOf } from '@storefront/api-contract';
import {
  type CatalogLabels,
  productUrl,
  Questions,
  questionsLabelsFrom,
  Reviews,
  reviewDialogs,
} from '@storefront/commerce';
import { Inline, Link } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '../../i18n/catalogue';
import { getQuestions, getReviews, translateReview } from '../../lib/catalogReviews';
import type { SearchParams } from '../../lib/preview';
import { flagReviewAction, voteAnswerAction, voteReviewAction } from '../../lib/reviews/actions';
import { whenGuest, whenSignedIn } from '../../styles/sessionFlags.css';
import { ReviewControls, reviewControlWordsFrom, VoteForms } from './ReviewControls';
import { LazyReviewDialogs, OpenReviewDialog } from './ReviewLauncher.client';

/** Props of {@link ProductReviews}. */
export interface ProductReviewsProps {
  locale: StorefrontLocale;
  product: ProductDetails;
  /** The chosen variant's attributes (kept in the paging links). */
  choice: Record<string, string>;
  searchParams: SearchParams;
  /** The `catalog` words of the reviews list. */
  labels: CatalogLabels;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A positive integer query value, else 1. */
export function pageOf(searchParams: SearchParams, name: string): number {
  const raw = Number(first(searchParams[name]));
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/**
 * The product page's reviews and questions (spec 2 §7 "Products"): the paged reviews
 * (`reviewsPage`) with "Write a review" for a signed-in shopper (else a sign-in link that
 * comes back here), each with its vote, report and translate controls (`reviewTranslate`,
 * `reviewReported` in the URL); the paged questions (`questionsPage`) with "Ask a question"
 * and answer votes; the dialogs the buttons open (spec 1 §2), whose code loads on first use.
 * Server component: forms and links work without JavaScript; the two buttons are the only
 * island. The same for every shopper, so the product page is kept in the cache: the reviews
 * and questions come from the read cache (dropped by the page's own writes and votes), and
 * both "Write a review" and the sign-in link are in the HTML, the head script's signed-in
 * attribute showing one (`whenSignedIn`, `whenGuest`).
 */
export async function ProductReviews({
  locale,
  product,
  choice,
  searchParams,
  labels,
}: ProductReviewsProps) {
  const t = await getTranslations({ locale: locale.path, namespace: 'reviews' });
  const catalogWords = await getTranslations({ locale: locale.path, namespace: 'catalog' });
  const reviewsPage = pageOf(searchParams, 'reviewsPage');
  const questionsPage = pageOf(searchParams, 'questionsPage');
  const [reviews, questions] = await Promise.all([
    getReviews(locale, product.id, reviewsPage),
    getQuestions(locale, product.id, questionsPage),
  ]);
  const language = languageOf(locale);
  // The state in the URL: the two pages, the review shown translated, the one just reported.
  const state: Record<string, string> = {
    ...choice,
    ...(reviewsPage > 1 ? { reviewsPage: String(reviewsPage) } : {}),
    ...(questionsPage > 1 ? { questionsPage: String(questionsPage) } : {}),
  };
  const hrefWith = (extra: Record<string, string>, hash: string) =>
    `${productUrl(locale.path, product, { ...state, ...extra })}#${hash}`;
  const translateId = first(searchParams.reviewTranslate);
  const toTranslate = reviews?.reviews.find((r) => r.id === translateId && r.language !== language);
  const translation: ReviewTranslation | undefined = toTranslate
    ? await translateReview(locale, toTranslate.id, language)
    : undefined;
  const languageName = new Intl.DisplayNames(locale.tag, { type: 'language' });
  const translations = translation
    ? {
        [translation.reviewId]: {
          title: translation.title,
          text: translation.text,
          language,
          note: t('translate.note', {
            language: languageName.of(translation.sourceLanguage) ?? translation.sourceLanguage,
          }),
        },
      }
    : {};
  const reported = first(searchParams.reviewReported);
  const words = reviewControlWordsFrom(t);
  const path = productUrl(locale.path, product, state);
  const signInHref = `/${locale.path}/sign-in?returnTo=${encodeURIComponent(`${path}#reviews`)}`;
  const reviewActions = (
    <Inline gap="sm">
      <span className={whenSignedIn}>
        <OpenReviewDialog dialog={reviewDialogs.writeReview} label={t('writeReview')} />
      </span>
      <span className={whenGuest}>
        <Link href={signInHref} variant="standalone">
          {t('signInToReview')}
        </Link>
      </span>
    </Inline>
  );
  return (
    <>
      {reviews ? (
        <Reviews
          reviews={reviews}
          locale={locale.tag}
          hrefOfPage={(page) => hrefWith({ reviewsPage: String(page) }, 'reviews')}
          labels={labels}
          actions={reviewActions}
          translations={translations}
          renderReviewActions={(review) => (
            <ReviewControls
              review={review}
              language={language}
              translated={review.id === translation?.reviewId}
              reported={review.id === reported}
              translateHref={
                review.id === translation?.reviewId
                  ? hrefWith({}, `review-${review.id}`)
                  : hrefWith({ reviewTranslate: review.id }, `review-${review.id}`)
              }
              returnTo={path}
              localePath={locale.path}
              words={words}
              actions={{
                voteReview: voteReviewAction.bind(null, product.id),
                flagReview: flagReviewAction,
              }}
            />
          )}
        />
      ) : null}
      {questions ? (
        <Questions
          questions={questions}
          locale={locale.tag}
          hrefOfPage={(page) => hrefWith({ questionsPage: String(page) }, 'questions')}
          labels={questionsLabelsFrom(t, catalogWords)}
          actions={
            <div>
              <OpenReviewDialog dialog={reviewDialogs.askQuestion} label={t('askQuestion')} />
            </div>
          }
          renderAnswerActions={(answer) => (
            <VoteForms
              id={answer.id}
              helpfulVotes={answer.helpfulVotes}
              unhelpfulVotes={answer.unhelpfulVotes}
              action={voteAnswerAction.bind(null, product.id)}
              words={words}
            />
          )}
        />
      ) : null}
      <LazyReviewDialogs
        productId={product.id}
        productName={product.name}
        localeTag={locale.tag}
        messages={islandMessages(locale, ['reviews'])}
        postedLabel={t('posted')}
      />
    </>
  );
}
