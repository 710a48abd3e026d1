import { defaultRegistry, getSlot, PromotionTracker, RenderBlocks } from '@storefront/blocks';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { ContentMessage } from '../../src/components/ContentMessage';
import { PreviewBar } from '../../src/components/PreviewBar';
import { getPageContent } from '../../src/lib/content';
import { requireLocale } from '../../src/lib/locale';
import { messagesFor } from '../../src/lib/messages';
import { readPreviewQuery, type SearchParams } from '../../src/lib/preview';
import { getBlockServicesData, toServerServices } from '../../src/lib/services';
import { StorefrontServicesProvider } from '../../src/lib/servicesClient';

interface HomePageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

/** SEO title and description from the home document (`seo`), else its title. */
export async function generateMetadata({ params, searchParams }: HomePageProps): Promise<Metadata> {
  const locale = requireLocale((await params).locale);
  const { preview, previewDateTime } = readPreviewQuery(await searchParams);
  const result = await getPageContent(locale, 'home', preview, previewDateTime);
  if (!result.ok) return { robots: { index: false } };
  const { seo, title } = result.document;
  return {
    ...((seo?.title ?? title) ? { title: { absolute: seo?.title ?? title ?? '' } } : {}),
    ...(seo?.description ? { description: seo.description } : {}),
    ...(preview ? { robots: { index: false, follow: false } } : {}),
  };
}

/**
 * The home page (spec 2 §2: a path of exactly `/{lang}-{region}`): the document
 * `page/{siteId}/home` from the content service (spec 2 §7), its `main` slot rendered by the
 * block renderer. `?preview=true` reads `/pre` content (with `previewDateTime`) and renders bad
 * blocks as placeholders. When the content service is down or the document is missing, the
 * shell still renders with a clear message.
 */
export default async function HomePage({ params, searchParams }: HomePageProps) {
  const locale = requireLocale((await params).locale);
  const messages = messagesFor(locale.language);
  const { preview, previewDateTime } = readPreviewQuery(await searchParams);
  const result = await getPageContent(locale, 'home', preview, previewDateTime);
  const mode = preview ? 'preview' : 'production';
  const previewBar = preview ? (
    <PreviewBar label={messages.previewBanner} dateTime={previewDateTime} />
  ) : null;

  if (!result.ok) {
    const missing = result.reason === 'missing';
    return (
      <>
        {previewBar}
        <ContentMessage
          role={missing ? 'status' : 'alert'}
          title={missing ? messages.contentMissingTitle : messages.contentUnavailableTitle}
          text={missing ? messages.contentMissingText : messages.contentUnavailableText}
        />
      </>
    );
  }

  const blocks = getSlot(result.document, 'main');
  const cookieStore = await cookies();
  const servicesData = await getBlockServicesData({
    locale,
    mode,
    path: `/${locale.path}`,
    searchParams: await searchParams,
    cookie: (name) => cookieStore.get(name)?.value,
    blocks,
  });
  return (
    <StorefrontServicesProvider data={servicesData}>
      {previewBar}
      <RenderBlocks
        blocks={blocks}
        registry={defaultRegistry}
        mode={mode}
        services={toServerServices(servicesData)}
      />
      <PromotionTracker />
    </StorefrontServicesProvider>
  );
}
