import type { StorefrontLocale } from '@storefront/api-contract';
import { defaultRegistry, getSlot, PromotionTracker, RenderBlocks } from '@storefront/blocks';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ContentMessage } from '../../../../src/components/ContentMessage';
import { PageServices } from '../../../../src/components/PageServices';
import { PreviewBar } from '../../../../src/components/PreviewBar';
import { getPageContent } from '../../../../src/lib/content';
import { documentMetadata } from '../../../../src/lib/documentMetadata';
import { draftQuery, previewQueryOf } from '../../../../src/lib/draft';
import { requireLocale } from '../../../../src/lib/locale';
import type { SearchParams } from '../../../../src/lib/preview';
import { shellParams } from '../../../../src/lib/routeParams';
import { ArticleHeader, readArticle } from './ArticleHeader';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('slug');

interface ArticlePageProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

async function load(props: ArticlePageProps) {
  const { locale: localePath, slug } = await props.params;
  const locale: StorefrontLocale = requireLocale(localePath);
  const searchParams = await draftQuery(props.searchParams);
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const result = await getPageContent(locale, `journal/${slug}`, preview, previewDateTime);
  return { locale, slug, searchParams, preview, previewDateTime, result };
}

/** SEO title and description from the article document (`seo`, else its title and teaser). */
export async function generateMetadata(props: ArticlePageProps): Promise<Metadata> {
  const { result, preview } = await load(props);
  if (!result.ok) return documentMetadata(undefined, preview);
  return documentMetadata(result.document, preview, readArticle(result.document)?.teaser);
}

/**
 * An article page `/{locale}/journal/{slug}` (spec 3 §3 "Article"): the article document
 * served at `page/{siteId}/journal/{slug}`, its head (eyebrow, title, date, tags, picture),
 * its body blocks (`main` slot) through the block renderer and the related articles (4 sharing
 * a tag, spec 3 §9). Its promo blocks raise promotion impression and click events like every
 * content page's (`PromotionTracker`, spec 3 §9 "Analytics"). A missing article is the locale's
 * 404; other failures keep the shell.
 */
export default async function ArticlePage(props: ArticlePageProps) {
  const { locale, slug, searchParams, preview, previewDateTime, result } = await load(props);
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const previewBar = preview ? (
    <PreviewBar label={t('previewBanner')} dateTime={previewDateTime} />
  ) : null;
  if (!result.ok) {
    if (result.reason === 'missing') notFound();
    return (
      <>
        {previewBar}
        <ContentMessage
          role="alert"
          title={t('contentUnavailable.title')}
          text={t('contentUnavailable.text')}
        />
      </>
    );
  }
  const { document } = result;
  const article = readArticle(document);
  const body = getSlot(document, 'main');
  const tagIds = article?.tags.map((tag) => tag.id) ?? [];
  const related =
    tagIds.length > 0
      ? [
          {
            type: 'articleRelated',
            id: `${document.id}-related`,
            fields: { articleId: document.id, tagIds },
          },
        ]
      : [];
  const blocks = [...body, ...related];
  const mode = preview ? 'preview' : 'production';
  return (
    <PageServices
      locale={locale}
      mode={mode}
      path={`/${locale.path}/journal/${slug}`}
      searchParams={searchParams}
      blocks={blocks}
    >
      {(services) => (
        <>
          {previewBar}
          <article>
            {article ? <ArticleHeader article={article} localeTag={locale.tag} /> : null}
            <RenderBlocks
              blocks={body}
              registry={defaultRegistry}
              mode={mode}
              services={services}
            />
          </article>
          <RenderBlocks
            blocks={related}
            registry={defaultRegistry}
            mode={mode}
            services={services}
          />
          <PromotionTracker />
        </>
      )}
    </PageServices>
  );
}
