const related = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'articleRelated', id, fields }) as const;

/** CMS JSON of `articleRelated` blocks: two tags, a titled one, invalid. */
export const articleRelatedFixtures = {
  valid: related('article-related-valid', {
    articleId: 'article-hut-to-hut-en-us',
    tagIds: ['hiking', 'stories'],
  }),
  titled: related('article-related-titled', {
    articleId: 'article-bouldering-basics-en-us',
    tagIds: ['climbing', 'stories'],
    title: 'More for climbers',
  }),
  invalid: related('article-related-invalid', { articleId: '', tagIds: [] }),
} as const;
