import type { Translate } from '../../../messages/translate';
import type { QuestionsLabels } from './Questions';

/**
 * The questions list's words from translators of the `reviews` and `catalog` namespaces (the
 * paging words are the catalogue's), e.g. on the server with `getTranslations`.
 */
export function questionsLabelsFrom(reviews: Translate, catalog: Translate): QuestionsLabels {
  return {
    heading: reviews('questions.heading'),
    none: reviews('questions.none'),
    staff: reviews('questions.staff'),
    answerCount: (count) => reviews('questions.answerCount', { count }),
    pagination: reviews('questions.pagination'),
    previousPage: catalog('previousPage'),
    nextPage: catalog('nextPage'),
    page: (n) => catalog('page', { n }),
  };
}
