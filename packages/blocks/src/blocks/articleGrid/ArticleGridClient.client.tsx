'use client';

import type { ArticleFacet, ArticleSearchResult, ArticleSummary } from '@storefront/api-contract';
import { Button, fillPlaceholders, Skeleton } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import { ArticleCardView } from '../articleCard/ArticleCardView';
import * as styles from './ArticleGrid.css';
import { logArticleSearchFailure } from './log';
import { type ArticleGridLabels, facetHiddenOn, hasMoreArticles, moreToggleShownOn } from './rules';

export { logArticleSearchFailure } from './log';

/** Props of {@link ArticleGridClient}: serialisable only (it is a client island). */
export interface ArticleGridClientProps {
  blockId: string;
  /** Initial count and page size of Read more. */
  pageSize: number;
  columns: 1 | 2 | 3 | 4;
  initialTagId?: string;
  showFilters: boolean;
  /** Heading level of the card titles. */
  headingLevel: 2 | 3;
  /**
   * The first page (`limit` = page size, `offset` 0, `initialTagId`) searched on the server:
   * rendered at once (in the server HTML) instead of searched again in the browser.
   */
  initial?: Pick<ArticleSearchResult, 'result' | 'facets' | 'numFound'>;
  /** The grid's words, resolved by the server block (`articleWords`). */
  words: ArticleGridLabels;
}

type Status = 'loading' | 'loaded' | 'failed' | 'unavailable';

interface GridState {
  status: Status;
  articles: ArticleSummary[];
  facets: ArticleFacet[];
  numFound: number;
}

/**
 * The article grid island (spec 3 §2 "Article grid", §7, §9): searches the articles through
 * the host's `articles` service (`limit` = page size, `offset`, `tagId`), shows skeleton cards
 * while loading, a filter bar of tag facets (toggle buttons; 4, 10 or 20 shown by breakpoint
 * with a "more" toggle), the cards, the result count announced politely and Read more, which
 * appends the next page. Choosing a tag restarts from the first page. A failed search is logged
 * and shows nothing; without the service it renders nothing. With `initial` (searched on the
 * server) the first page is shown at once and not searched again.
 */
export function ArticleGridClient({
  blockId,
  pageSize,
  columns,
  initialTagId,
  showFilters,
  headingLevel,
  initial,
  words,
}: ArticleGridClientProps) {
  const { articles: search, locale, log } = useBlockServices();
  const [tagId, setTagId] = useState<string | undefined>(initialTagId);
  const [expanded, setExpanded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [state, setState] = useState<GridState>(() =>
    initial
      ? {
          status: 'loaded',
          articles: initial.result,
          facets: initial.facets,
          numFound: initial.numFound,
        }
      : { status: search ? 'loading' : 'unavailable', articles: [], facets: [], numFound: 0 },
  );
  const request = useRef(0);
  // The service and tag of the page shown (the server's first page), so it is not searched twice.
  const shown = useRef<{ search: typeof search; tagId: string | undefined } | null>(
    initial ? { search, tagId: initialTagId } : null,
  );

  useEffect(() => {
    if (!search) {
      // The server's first page stays without a browser service (no filters or Read more then).
      if (!shown.current) setState((s) => ({ ...s, status: 'unavailable' }));
      return;
    }
    if (shown.current?.search === search && shown.current.tagId === tagId) return;
    shown.current = { search, tagId };
    const id = ++request.current;
    setState((s) => ({ ...s, status: 'loading' }));
    search.search({ limit: pageSize, offset: 0, ...(tagId ? { tagId } : {}) }).then(
      (answer) => {
        if (id !== request.current) return;
        setState({
          status: 'loaded',
          articles: answer.result,
          facets: answer.facets,
          numFound: answer.numFound,
        });
      },
      (error: unknown) => {
        if (id !== request.current) return;
        logArticleSearchFailure(log, blockId, error);
        setState((s) => ({ ...s, status: 'failed' }));
      },
    );
  }, [search, pageSize, tagId, blockId, log]);

  const readMore = () => {
    if (!search) return;
    const id = request.current;
    setLoadingMore(true);
    search
      .search({ limit: pageSize, offset: state.articles.length, ...(tagId ? { tagId } : {}) })
      .then(
        (answer) => {
          if (id !== request.current) return;
          setState((s) => ({
            ...s,
            articles: [
              ...s.articles,
              ...answer.result.filter((a) => !s.articles.some((b) => b.id === a.id)),
            ],
            numFound: answer.numFound,
          }));
        },
        (error: unknown) => logArticleSearchFailure(log, blockId, error),
      )
      .finally(() => setLoadingMore(false));
  };

  if (state.status === 'unavailable' || state.status === 'failed') return null;

  const gridClass = styles.grid[columns];
  if (state.status === 'loading' && state.articles.length === 0) {
    return (
      <div aria-busy="true" data-article-grid-state="loading">
        <p role="status" className={styles.status}>
          {words.loading}
        </p>
        <ul className={gridClass}>
          {Array.from({ length: pageSize }, (_, i) => (
            <li key={`skeleton-${i + 1}`} className={styles.skeletonCard}>
              <Skeleton variant="rect" height="12rem" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  const toggleOn = moreToggleShownOn(state.facets.length);
  const toggleHidden = (['sm', 'md', 'lg'] as const).filter((bp) => !toggleOn.includes(bp));
  return (
    <div data-article-grid-state={state.status} aria-busy={state.status === 'loading'}>
      {search && showFilters && state.facets.length > 0 ? (
        <nav aria-label={words.filter}>
          <ul className={styles.filterBar}>
            <li>
              <button
                type="button"
                className={styles.facet}
                aria-pressed={tagId === undefined}
                onClick={() => setTagId(undefined)}
              >
                {words.all}
              </button>
            </li>
            {state.facets.map((facet, index) => {
              const hidden = expanded ? [] : facetHiddenOn(index);
              return (
                <li key={facet.id} className={hidden.map((bp) => styles.hiddenOn[bp]).join(' ')}>
                  <button
                    type="button"
                    className={styles.facet}
                    aria-pressed={tagId === facet.id}
                    onClick={() => setTagId(facet.id)}
                    data-tag-id={facet.id}
                  >
                    {facet.label} <span className={styles.facetCount}>({facet.count})</span>
                  </button>
                </li>
              );
            })}
            {toggleOn.length > 0 ? (
              <li className={toggleHidden.map((bp) => styles.hiddenOn[bp]).join(' ')}>
                <button
                  type="button"
                  className={styles.facet}
                  aria-expanded={expanded}
                  onClick={() => setExpanded((open) => !open)}
                >
                  {expanded ? words.less : words.more}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      <p role="status" className={styles.status}>
        {state.numFound === 0
          ? words.none
          : fillPlaceholders(words.count, { shown: state.articles.length, total: state.numFound })}
      </p>
      {state.articles.length > 0 ? (
        <ul className={gridClass}>
          {state.articles.map((article) => (
            <li key={article.id}>
              <ArticleCardView
                article={article}
                localeTag={locale.tag}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {search && hasMoreArticles(state.articles.length, state.numFound) ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={readMore} loading={loadingMore}>
            {words.readMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
