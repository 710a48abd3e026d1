import { articleFieldsSchema, formatArticleDate, isoDay } from '@storefront/blocks';
import { Container, Heading, Image } from '@storefront/ui';
import * as styles from './ArticlePage.css';

/** The article fields of an article document, or `null` when they are missing or invalid. */
export function readArticle(document: unknown) {
  const parsed = articleFieldsSchema.safeParse(document);
  return parsed.success ? parsed.data : null;
}

/**
 * The head of an article page (spec 3 §3 "Article"): eyebrow, the title as the page's `h1`,
 * date, tags and the picture (eager: the page's largest image).
 */
export function ArticleHeader({
  article,
  localeTag,
}: {
  article: NonNullable<ReturnType<typeof readArticle>>;
  localeTag: string;
}) {
  return (
    <Container as="header" className={styles.header}>
      {article.eyebrow ? <p className={styles.eyebrow}>{article.eyebrow}</p> : null}
      <Heading level={1}>{article.title}</Heading>
      <p className={styles.meta}>
        <time dateTime={isoDay(article.date)}>{formatArticleDate(article.date, localeTag)}</time>
        {article.tags.length > 0 ? ` · ${article.tags.map((tag) => tag.label).join(', ')}` : null}
      </p>
      <Image
        className={styles.picture}
        sources={{ sm: { src: article.picture.url, width: 1200, height: 800 } }}
        alt={article.picture.alt}
        priority
        sizes="(min-width: 1024px) 56rem, 100vw"
      />
    </Container>
  );
}
