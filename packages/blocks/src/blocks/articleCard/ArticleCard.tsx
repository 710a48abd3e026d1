import type { BlockProps } from '../../registry/registry';
import { ArticleCardView } from './ArticleCardView';
import type { ArticleCardFields } from './schema';

/**
 * The `articleCard` block (spec 3 §3 "Article"): one article as a `card` or a wide `teaser`,
 * its title a level-2 heading linking to the article. Static (no client JavaScript).
 */
export function ArticleCard({ fields, type, services }: BlockProps<ArticleCardFields>) {
  return (
    <div data-block-type={type} data-variant={fields.variant}>
      <ArticleCardView
        article={fields.article}
        localeTag={services.locale.tag}
        variant={fields.variant}
        headingLevel={2}
      />
    </div>
  );
}
