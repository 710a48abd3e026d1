import type { ArticleSummary } from '@storefront/api-contract';
import { Heading } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../registry/registry';
import * as gridStyles from '../articleGrid/ArticleGrid.css';
import { logArticleSearchFailure } from '../articleGrid/log';
import { prefetchWithin } from '../articleGrid/prefetch';
import { articleWords } from '../articleGrid/rules';
import { ArticleRelatedClient } from './islands.client';
import { findRelated } from './related';
import type { ArticleRelatedFields } from './schema';

function render(
  { fields, id, type, services }: BlockProps<ArticleRelatedFields>,
  initial: ArticleSummary[] | undefined,
): ReactNode {
  const words = articleWords(services);
  const headingId = `${id}-title`;
  return (
    <section className={gridStyles.root} data-block-type={type} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {fields.title ?? words.related}
      </Heading>
      <ArticleRelatedClient
        blockId={id}
        articleId={fields.articleId}
        tagIds={fields.tagIds}
        loadingLabel={words.loading}
        {...(initial ? { initial } : {})}
      />
    </section>
  );
}

/**
 * Related articles (spec 3 §9: 4, sharing a tag, the current article excluded): a level-2
 * heading and the island that finds them through the host's `articles` service.
 *
 * With the host's server loader (`services.prefetch.articles`) they are found where the page
 * renders, at most `prefetch.timeoutMs` (1500 ms by default), and are in the server HTML; a
 * failed or slow search is logged (`articles.unavailable`) and the island searches in the
 * browser.
 */
export function ArticleRelated(
  props: BlockProps<ArticleRelatedFields>,
): ReactNode | Promise<ReactNode> {
  const prefetch = props.services.prefetch;
  const search = prefetch?.articles;
  if (!prefetch || !search) return render(props, undefined);
  return prefetchWithin(
    () => findRelated(search, props.fields.articleId, props.fields.tagIds),
    prefetch,
    (error) => logArticleSearchFailure(props.services.log, props.id, error),
  ).then((initial) => render(props, initial));
}
