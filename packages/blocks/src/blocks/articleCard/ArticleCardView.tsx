import { cloudinaryUrl, Heading } from '@storefront/ui';
import * as styles from './ArticleCard.css';
import { formatArticleDate, isoDay } from './format';
import type { ArticleCardArticle } from './schema';

/** Props of {@link ArticleCardView}. */
export interface ArticleCardViewProps {
  article: Pick<ArticleCardArticle, 'title' | 'url' | 'picture' | 'tags' | 'date'> &
    Partial<Pick<ArticleCardArticle, 'eyebrow' | 'teaser'>>;
  /** BCP 47 tag for the date. */
  localeTag: string;
  variant?: 'card' | 'teaser';
  /** Level of the title heading (3 in grids under a level-2 heading). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * An article card (spec 3 §3 "Article"): picture, eyebrow, title (a link stretched over the
 * card), date, teaser and tags. Server-safe (no hooks); the article grid, related articles and
 * the `articleCard` block share it.
 */
export function ArticleCardView({
  article,
  localeTag,
  variant = 'card',
  headingLevel = 3,
}: ArticleCardViewProps) {
  return (
    <article className={`${styles.variants[variant]} ${styles.focusWithin}`}>
      <img
        className={styles.picture}
        src={cloudinaryUrl(article.picture.url, { width: 1200 }) || undefined}
        alt={article.picture.alt}
        width={1200}
        height={800}
        loading="lazy"
      />
      <div className={styles.body}>
        {article.eyebrow ? <p className={styles.eyebrow}>{article.eyebrow}</p> : null}
        <Heading level={headingLevel} look={variant === 'teaser' ? 'lg' : 'sm'}>
          <a className={styles.titleLink} href={article.url}>
            {article.title}
          </a>
        </Heading>
        <p className={styles.meta}>
          <time dateTime={isoDay(article.date)}>{formatArticleDate(article.date, localeTag)}</time>
        </p>
        {article.teaser ? <p className={styles.teaserText}>{article.teaser}</p> : null}
        {article.tags.length > 0 ? (
          <ul className={styles.tags}>
            {article.tags.map((tag) => (
              <li key={tag.id} className={styles.tag}>
                {tag.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
