import type { StorefrontLocale } from '@storefront/api-contract';
import { detectPageType } from '@storefront/blocks';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage, contentPageMetadata } from '../../../src/components/ContentPage';
import { draftQuery } from '../../../src/lib/draft';
import { requireLocale } from '../../../src/lib/locale';
import type { SearchParams } from '../../../src/lib/preview';
import { decodeSegment, shellParams } from '../../../src/lib/routeParams';

/** Prerendered at build time: only the placeholder (`shellParams`); real URLs on first request. */
export const generateStaticParams = () => shellParams('rest', true);

interface GenericPageProps {
  params: Promise<{ locale: string; rest: string[] }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The locale, slug and path of a generic content page, or `null` when the path belongs to
 * another page type of spec 2 §2 (product, category, cart, account, search, checkout, order
 * confirmation): those stay 404 until their pages exist.
 */
async function resolvePage(
  params: GenericPageProps['params'],
): Promise<{ locale: StorefrontLocale; slug: string; path: string } | null> {
  const { locale: localePath, rest } = await params;
  const locale = requireLocale(localePath);
  const slug = rest.map(decodeSegment).join('/');
  const path = `/${locale.path}/${slug}`;
  return detectPageType(path) === 'other' ? { locale, slug, path } : null;
}

/** SEO title and description from the page document (`seo`), else its title. */
export async function generateMetadata({
  params,
  searchParams,
}: GenericPageProps): Promise<Metadata> {
  const page = await resolvePage(params);
  if (!page) return { robots: { index: false } };
  return contentPageMetadata(page.locale, page.slug, await draftQuery(searchParams));
}

/**
 * A generic content page (spec 2 §2 page type `other`): `/{lang}-{region}/{slug…}` renders the
 * document `page/{siteId}/{slug…}` (spec 2 §7) through {@link ContentPage}; a missing document
 * (API404) is the locale's 404 page. Paths of other page types are 404 for now.
 */
export default async function GenericPage({ params, searchParams }: GenericPageProps) {
  const page = await resolvePage(params);
  if (!page) notFound();
  return (
    <ContentPage
      locale={page.locale}
      slug={page.slug}
      path={page.path}
      searchParams={await draftQuery(searchParams)}
    />
  );
}
