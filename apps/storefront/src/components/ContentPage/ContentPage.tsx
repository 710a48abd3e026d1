import type { StorefrontLocale } from '@storefront/api-contract';
import { defaultRegistry, getSlot, PromotionTracker, RenderBlocks } from '@storefront/blocks';
import { Container, Heading } from '@storefront/ui';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { getPageContent, getSectionNavigation } from '../../lib/content';
import { documentMetadata } from '../../lib/documentMetadata';
import { previewQueryOf } from '../../lib/draft';
import type { SearchParams } from '../../lib/preview';
import { ContentMessage } from '../ContentMessage';
import { PageServices } from '../PageServices';
import { PreviewBar } from '../PreviewBar';
import * as styles from './ContentPage.css';
import { blocksHaveTitleHeading } from './pageHeading';

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  locale: StorefrontLocale;
  /** Page slug of `page/{siteId}/{slug}` (spec 2 §7), e.g. `home` or `about/team`. */
  slug: string;
  /** URL path of the page without query, e.g. `/en-us/about` (route of the block services). */
  path: string;
  /**
   * The page query in draft mode (`draftQuery`: `preview`, `previewDateTime`,
   * `p13n_testcontext`…); `{}` outside it, so the page reads no request and is cached.
   */
  searchParams: SearchParams;
  /**
   * What a missing document (content service `API404`) gives: `notFound` calls Next's
   * `notFound()` (the locale's 404 page); `message` keeps the shell with a "no content yet"
   * status (the home page). Default `notFound`.
   */
  onMissing?: 'notFound' | 'message';
}

/**
 * Metadata of a content page from its document (spec 2 §7): `seo.title` (else `title`) as the
 * absolute title, `seo.description`; preview pages and missing documents are not indexed.
 */
export async function contentPageMetadata(
  locale: StorefrontLocale,
  slug: string,
  searchParams: SearchParams,
): Promise<Metadata> {
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const result = await getPageContent(locale, slug, preview, previewDateTime);
  return documentMetadata(result.ok ? result.document : undefined, preview);
}

/**
 * A content page (design.md "Data flows"): the document `page/{siteId}/{slug}` from the content
 * service, its `main` slot rendered by the block renderer with the page's services
 * (`PageServices`: the guest's, cached, unless its blocks depend on the shopper), under the document `title` as the page's `h1` when no banner gives one. `?preview=true` in draft mode (`draft.ts`) reads `/pre` content (with `previewDateTime`), shows the preview bar
 * and renders bad blocks as placeholders (production renders nothing for them and logs). The
 * pages of a section (`help/…`) open with its section navigation (`getSectionNavigation`). A
 * missing document (API404) is a 404 or a message (see `onMissing`); any other failure of the
 * content service keeps the shell with an alert.
 */
export async function ContentPage({
  locale,
  slug,
  path,
  searchParams,
  onMissing = 'notFound',
}: ContentPageProps) {
  const t = await getTranslations({ locale: locale.path, namespace: 'shell' });
  const { preview, previewDateTime } = await previewQueryOf(searchParams);
  const result = await getPageContent(locale, slug, preview, previewDateTime);
  const mode = preview ? 'preview' : 'production';
  const previewBar = preview ? (
    <PreviewBar label={t('previewBanner')} dateTime={previewDateTime} />
  ) : null;

  if (!result.ok) {
    const missing = result.reason === 'missing';
    if (missing && onMissing === 'notFound') notFound();
    return (
      <>
        {previewBar}
        <ContentMessage
          role={missing ? 'status' : 'alert'}
          title={missing ? t('contentMissing.title') : t('contentUnavailable.title')}
          text={missing ? t('contentMissing.text') : t('contentUnavailable.text')}
        />
      </>
    );
  }

  const blocks = getSlot(result.document, 'main');
  const sectionNavigation = await getSectionNavigation(locale, slug);
  return (
    <PageServices
      locale={locale}
      mode={mode}
      path={path}
      searchParams={searchParams}
      blocks={[...sectionNavigation, ...blocks]}
    >
      {(services) => (
        <>
          {previewBar}
          {/* The pages of a section (help) list their section's pages first (spec 2 §7 children). */}
          {sectionNavigation.length > 0 && (
            <RenderBlocks
              blocks={sectionNavigation}
              registry={defaultRegistry}
              mode={mode}
              services={services}
            />
          )}
          {/* One h1 per page: the document title unless a banner's title is the h1. */}
          {!blocksHaveTitleHeading(blocks) && result.document.title && (
            <Container className={styles.title}>
              <Heading level={1}>{result.document.title}</Heading>
            </Container>
          )}
          <RenderBlocks
            blocks={blocks}
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
