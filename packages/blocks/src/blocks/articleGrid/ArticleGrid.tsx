import type { ArticleSearchResult } from '@storefront/api-contract';
import { Heading } from '@storefront/ui';
import type { ReactNode } from 'react';
import type { BlockProps } from '../../registry/registry';
import * as styles from './ArticleGrid.css';
import { ArticleGridClient } from './islands.client';
import { logArticleSearchFailure } from './log';
import { prefetchWithin } from './prefetch';
import { articleWords, initialArticleCount } from './rules';
import type { ArticleGridFields } from './schema';

type FirstPage = Pick<ArticleSearchResult, 'result' | 'facets' | 'numFound'>;

function render(
  { fields, id, type, services }: BlockProps<ArticleGridFields>,
  initial: FirstPage | undefined,
): ReactNode {
  const headingId = `${id}-title`;
  const columns = (fields.columns ?? 3) as 1 | 2 | 3 | 4;
  return (
    <section
      className={styles.root}
      data-block-type={type}
      {...(fields.title ? { 'aria-labelledby': headingId } : {})}
    >
      {fields.title ? (
        <Heading level={2} id={headingId}>
          {fields.title}
        </Heading>
      ) : null}
      <ArticleGridClient
        blockId={id}
        pageSize={initialArticleCount(fields)}
        columns={columns}
        showFilters={fields.showFilters}
        headingLevel={fields.title ? 3 : 2}
        words={articleWords(services)}
        {...(fields.tagId ? { initialTagId: fields.tagId } : {})}
        {...(initial ? { initial } : {})}
      />
    </section>
  );
}

/**
 * The article grid block (spec 3 §2 "Article grid", §7 "Content search for articles", §9):
 * the `title` as a level-2 heading and the island that searches the articles through the
 * host's `articles` service — 3 initially unless `rows` × `columns` applies, a filter bar of
 * tag facets, Read more and the result count announced politely.
 *
 * When the host gives a server loader (`services.prefetch.articles`, the storefront's server),
 * the first page is searched where the page renders, at most `prefetch.timeoutMs` (1500 ms by
 * default), and handed to the island, so the cards are in the server HTML (SEO, no layout
 * shift). A failed or slow search is logged (`articles.unavailable`) and renders the shell
 * whose island searches in the browser, as without the loader.
 */
export function ArticleGrid(props: BlockProps<ArticleGridFields>): ReactNode | Promise<ReactNode> {
  const prefetch = props.services.prefetch;
  const search = prefetch?.articles;
  if (!prefetch || !search) return render(props, undefined);
  const { tagId } = props.fields;
  return prefetchWithin(
    async (): Promise<FirstPage> => {
      const { result, facets, numFound } = await search.search({
        limit: initialArticleCount(props.fields),
        offset: 0,
        ...(tagId ? { tagId } : {}),
      });
      return { result, facets, numFound };
    },
    prefetch,
    (error) => logArticleSearchFailure(props.services.log, props.id, error),
  ).then((initial) => render(props, initial));
}
