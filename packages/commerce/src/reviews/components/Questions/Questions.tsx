import type { Question, Questions as QuestionsAnswer } from '@storefront/api-contract';
import { Badge, Stack } from '@storefront/ui';
import type { ReactNode } from 'react';
import { PageLinks } from '../PageLinks';
import * as styles from './Questions.css';

/** Words of {@link Questions} (`reviews` namespace; see `questionsLabelsFrom`). */
export interface QuestionsLabels {
  heading: string;
  none: string;
  /** The badge of an answer by the brand's staff. */
  staff: string;
  answerCount: (count: number) => string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  page: (n: number) => string;
}

/** Props of {@link Questions}. */
export interface QuestionsProps {
  /** One page of GET /products/v1/products/{id}/reviews/questions (spec 2 §7). */
  questions: QuestionsAnswer;
  /** BCP 47 tag for dates. */
  locale: string;
  /** URL of a questions page (query `questionsPage`), so paging works without JavaScript. */
  hrefOfPage: (page: number) => string;
  labels: QuestionsLabels;
  /** Under the heading: e.g. "Ask a question". */
  actions?: ReactNode;
  /** Under each answer: e.g. its helpfulness vote. */
  renderAnswerActions?: (answer: Question['answers'][number]) => ReactNode;
}

/**
 * A product's questions (server component, spec 2 §7 "questions"): newest first, each with its
 * author and date and its answers (staff answers first, with a badge), paged with the
 * links of `PageLinks`. The section is `#questions`.
 */
export function Questions({
  questions,
  locale,
  hrefOfPage,
  labels,
  actions,
  renderAnswerActions,
}: QuestionsProps) {
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const when = (iso: string) => <time dateTime={iso}>{date.format(new Date(iso))}</time>;
  return (
    <Stack as="section" gap="lg" aria-labelledby="questions-heading" id="questions">
      <h2 id="questions-heading">{labels.heading}</h2>
      {actions}
      {questions.total === 0 ? (
        <p>{labels.none}</p>
      ) : (
        <Stack as="ul" gap="md" className={styles.list}>
          {questions.questions.map((question) => (
            <Stack as="li" gap="xs" key={question.id} className={styles.question}>
              <p className={styles.text}>{question.text}</p>
              <p className={styles.byline}>
                {question.author} · {when(question.createdAt)} ·{' '}
                {labels.answerCount(question.answers.length)}
              </p>
              {question.answers.length > 0 ? (
                <Stack as="ul" gap="sm" className={styles.answers}>
                  {question.answers.map((answer) => (
                    <Stack as="li" gap="2xs" key={answer.id}>
                      <p>{answer.text}</p>
                      <p className={styles.byline}>
                        {answer.isStaff ? <Badge tone="info">{labels.staff}</Badge> : null}{' '}
                        {answer.author} · {when(answer.createdAt)}
                      </p>
                      {renderAnswerActions?.(answer)}
                    </Stack>
                  ))}
                </Stack>
              ) : null}
            </Stack>
          ))}
        </Stack>
      )}
      <PageLinks
        paging={questions}
        hrefOfPage={hrefOfPage}
        label={labels.pagination}
        labels={labels}
      />
    </Stack>
  );
}
