'use client';

import type { ArticleSummary } from '@storefront/api-contract';
import { Skeleton } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useBlockServices } from '../../services/context';
import { ArticleCardView } from '../articleCard/ArticleCardView';
import * as gridStyles from '../articleGrid/ArticleGrid.css';
import { logArticleSearchFailure } from '../articleGrid/ArticleGridClient.client';
import { relatedArticlesCount } from '../articleGrid/rules';
import { findRelated } from './related';

/** Props of {@link ArticleRelatedClient}: serialisable only. */
export interface ArticleRelatedClientProps {
  blockId: string;
  articleId: string;
  tagIds: string[];
  loadingLabel: string;
}

/**
 * Related articles island: up to 4 articles sharing a tag with the current one (excluded),
 * through the host's `articles` service; skeletons while loading; nothing without the
 * service, without matches or on a failure (logged).
 */
export function ArticleRelatedClient({
  blockId,
  articleId,
  tagIds,
  loadingLabel,
}: ArticleRelatedClientProps) {
  const { articles: search, locale } = useBlockServices();
  const [related, setRelated] = useState<ArticleSummary[] | null>(null);
  const tags = tagIds.join(',');

  useEffect(() => {
    if (!search) return;
    let active = true;
    findRelated(search, articleId, tags.split(',')).then(
      (list) => {
        if (active) setRelated(list);
      },
      (error: unknown) => {
        if (!active) return;
        logArticleSearchFailure(blockId, error);
        setRelated([]);
      },
    );
    return () => {
      active = false;
    };
  }, [search, articleId, tags, blockId]);

  if (!search || related?.length === 0) return null;
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
