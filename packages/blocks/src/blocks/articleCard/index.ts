import { defineBlock } from '../../registry/registry';
import { ArticleCard } from './ArticleCard';
import { articleCardSchema } from './schema';

/** Registry entry of the `articleCard` block (spec 3 §3 "Article"). */
export const articleCardBlock = defineBlock({
  type: 'articleCard',
  schema: articleCardSchema,
  Component: ArticleCard,
});

export { ArticleCard } from './ArticleCard';
export { ArticleCardView, type ArticleCardViewProps } from './ArticleCardView';
export { articleCardFixtures, demoArticles } from './fixtures';
export { formatArticleDate, isoDay } from './format';
export {
  type ArticleCardArticle,
  type ArticleCardFields,
  articleCardSchema,
  articleCardVariants,
  articleFieldsSchema,
} from './schema';
