import type { ProductDetails, StorefrontLocale } from '@storefront/api-contract';
import { type CatalogLabels, productUrl, Reviews, reviewDialogs } from '@storefront/commerce';
import { Inline, Link } from '@storefront/ui';
import { getTranslations } from 'next-intl/server';
import { islandMessages } from '../../i18n/catalogue';
import { getReviews } from '../../lib/catalog';
import type { SearchParams } from '../../lib/preview';
import { LazyReviewDialogs, OpenReviewDialog } from './ReviewLauncher.client';

/** Props of {@link ProductReviews}. */
export interface ProductReviewsProps {
  locale: StorefrontLocale;
  product: ProductDetails;
  /** The chosen variant's attributes (kept in the paging links). */
  choice: Record<string, string>;
  /** A registered shopper is signed in: they may write a review. */
  signedIn: boolean;
  searchParams: SearchParams;
  /** The `catalog` words of the reviews list. */
  labels: CatalogLabels;
}

/** A positive integer query value, else 1. */
export function pageOf(searchParams: SearchParams, name: string): number {
  const value = searchParams[name];
  const raw = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(raw) && raw > 0 ? raw : 1;
}

/**
 * The product page's reviews and questions (spec 2 §7 "Products"): the paged reviews
 * (`reviewsPage`) with "Write a review" for a signed-in shopper (else a sign-in link that
 * comes back here), "Ask a question", and the dialogs they open (spec 1 §2), whose code loads
 * on first use. Server component; the buttons are the only island.
 */
export async function ProductReviews({
  locale,
  product,
  choice,
  signedIn,
  searchParams,
  labels,
}: ProductReviewsProps) {
  const t = await getTranslations({ locale: locale.path, namespace: 'reviews' });
  const reviews = await getReviews(locale, product.id, pageOf(searchParams, 'reviewsPage'));
  const path = productUrl(locale.path, product, choice);
  const hrefOfPage = (page: number) =>
    `${productUrl(locale.path, product, { ...choice, reviewsPage: String(page) })}#reviews`;
  const signInHref = `/${locale.path}/sign-in?returnTo=${encodeURIComponent(`${path}#reviews`)}`;
  const actions = (
    <Inline gap="sm">
      {signedIn ? (
        <OpenReviewDialog dialog={reviewDialogs.writeReview} label={t('writeReview')} />
      ) : (
        <Link href={signInHref} variant="standalone">
          {t('signInToReview')}
        </Link>
      )}
      <OpenReviewDialog dialog={reviewDialogs.askQuestion} label={t('askQuestion')} />
    </Inline>
  );
  return (
    <>
      {reviews ? (
        <Reviews
          reviews={reviews}
          locale={locale.tag}
          hrefOfPage={hrefOfPage}
          labels={labels}
          actions={actions}
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
