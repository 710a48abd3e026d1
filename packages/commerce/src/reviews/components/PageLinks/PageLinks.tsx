import { getPageCount, Pagination } from '@storefront/ui';

/** The paging words (the `catalog` namespace's `previousPage`, `nextPage`, `page`). */
export interface PageLinksLabels {
  previousPage: string;
  nextPage: string;
  /** A page link's name, e.g. "Page 3". */
  page: (n: number) => string;
}

/** Props of {@link PageLinks}. */
export interface PageLinksProps {
  /** The paged answer's position: 1-based `page`, `total` items and `limit` per page. */
  paging: { page: number; total: number; limit: number };
  /** URL of a page (e.g. query `reviewsPage`), so paging works without JavaScript. */
  hrefOfPage: (page: number) => string;
  /** Accessible name of the `<nav>`, e.g. "Review pages". */
  label: string;
  labels: PageLinksLabels;
}

/**
 * The paging footer of a list read page by page from the API (reviews, questions; spec 2 §7):
 * the ui `Pagination` as links (page count ceil(total / limit), at least 1; 1 page at each end
 * and 2 beside the current one, spec 1 §9), or nothing when everything fits on one page.
 * Server component.
 */
export function PageLinks({ paging, hrefOfPage, label, labels }: PageLinksProps) {
  const pageCount = getPageCount(paging.total, paging.limit);
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={paging.page}
      pageCount={pageCount}
      getHref={hrefOfPage}
      label={label}
      labels={{ previous: labels.previousPage, next: labels.nextPage, page: labels.page }}
    />
  );
}
