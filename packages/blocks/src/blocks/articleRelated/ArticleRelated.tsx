import { Heading } from '@storefront/ui';
import type { BlockProps } from '../../registry/registry';
import * as gridStyles from '../articleGrid/ArticleGrid.css';
import { articleWords } from '../articleGrid/rules';
import { ArticleRelatedClient } from './ArticleRelatedClient.client';
import type { ArticleRelatedFields } from './schema';

/**
 * Related articles (spec 3 §9: 4, sharing a tag, the current article excluded): a level-2
 * heading and the island that finds them through the host's `articles` service.
 */
export function ArticleRelated({ fields, id, type, services }: BlockProps<ArticleRelatedFields>) {
  const words = articleWords(services.locale.tag);
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
      />
    </section>
  );
}
