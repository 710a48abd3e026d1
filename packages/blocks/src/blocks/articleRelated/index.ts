import { defineBlock } from '../../registry/registry';
import { ArticleRelated } from './ArticleRelated';
import { articleRelatedSchema } from './schema';

/** Registry entry of the `articleRelated` block (spec 3 §9 "Related articles are 4"). */
export const articleRelatedBlock = defineBlock({
  type: 'articleRelated',
  schema: articleRelatedSchema,
  Component: ArticleRelated,
});

export { ArticleRelated } from './ArticleRelated';
export { ArticleRelatedClient } from './ArticleRelatedClient.client';
export { articleRelatedFixtures } from './fixtures';
export { findRelated, mergeRelated } from './related';
export { type ArticleRelatedFields, articleRelatedSchema } from './schema';
