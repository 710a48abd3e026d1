'use client';

import type { ArticleSummary } from '@storefront/api-contract';
import { Skeleton } from '@storefront/ui';
import { useEffect, useRef, useState } from 'react';
import { useBlockServices } from '../../services/context.client';
import { ArticleCardView } from '../articleCard/ArticleCardView';
import * as gridStyles from '../articleGrid/ArticleGrid.css';
import { logArticleSearchFailure } from '../articleGrid/log';
import { relatedArticlesCount } from '../articleGrid/rules';
import { findRelated } from './related';

/** Props of {@link ArticleRelatedClient}: serialisable only. */
export interface ArticleRelatedClientProps {
  blockId: string;
  articleId: string;
  tagIds: string[];
  loadingLabel: string;
  /** The related articles found on the server: shown at once, not searched again. */
  initial?: ArticleSummary[];
}

/**
 * Related articles island: up to 4 articles sharing a tag with the current one (excluded),
 * through the host's `articles` service; skeletons while loading; nothing without the
 * service, without matches or on a failure (logged). With `initial` (found on the server)
 * they are shown at once and not searched again.
 */
export function ArticleRelatedClient({
  blockId,
  articleId,
  tagIds,
  loadingLabel,
  initial,
}: ArticleRelatedClientProps) {
  const { articles: search, locale, log } = useBlockServices();
  const [related, setRelated] = useState<ArticleSummary[] | null>(initial ?? null);
  const tags = tagIds.join(',');
  // What the shown list was found for (the server's list), so it is not searched twice.
  const shown = useRef<{ search: typeof search; key: string } | null>(
    initial ? { search, key: `${articleId}|${tags}` } : null,
  );

  useEffect(() => {
    if (!search) return;
    const key = `${articleId}|${tags}`;
    if (shown.current?.search === search && shown.current.key === key) return;
    shown.current = null;
    let active = true;
    findRelated(search, articleId, tags.split(',')).then(
      (list) => {
        if (active) setRelated(list);
      },
      (error: unknown) => {
        if (!active) return;
        logArticleSearchFailure(log, blockId, error);
        setRelated([]);
      },
    );
    return () => {
      active = false;
    };
  }, [search, articleId, tags, blockId, log]);

  if ((!search && !initial) || related?.length === 0) return null;
  if (related === null) {
    return (
      <div aria-busy="true">
        <p role="status" className={gridStyles.status}>
          {loadingLabel}
        </p>
        <ul className={gridStyles.grid[4]}>
          {Array.from({ length: relatedArticlesCount }, (_, i) => (
            <li key={`skeleton-${i + 1}`} className={gridStyles.skeletonCard}>
              <Skeleton variant="rect" height="10rem" />
              <Skeleton lines={2} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <ul className={gridStyles.grid[4]}>
      {related.map((article) => (
        <li key={article.id}>
          <ArticleCardView article={article} localeTag={locale.tag} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
