export {
  type ArticleSearchOptions,
  type ArticleSearchService,
  createArticleSearchService,
} from './articleSearchService';
