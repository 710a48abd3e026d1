import { Heading } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import * as styles from './ArticleGrid.css';
import { ArticleGridClient } from './ArticleGridClient.client';
import { initialArticleCount } from './rules';
import type { ArticleGridFields } from './schema';

/**
 * The article grid block (spec 3 §2 "Article grid", §7 "Content search for articles", §9):
 * the `title` as a level-2 heading and the island that searches the articles through the
 * host's `articles` service — 3 initially unless `rows` × `columns` applies, a filter bar of
 * tag facets, Read more and the result count announced politely.
 */
export function ArticleGrid({ fields, id, type }: BlockProps<ArticleGridFields>) {
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
        {...(fields.tagId ? { initialTagId: fields.tagId } : {})}
      />
    </section>
  );
}
