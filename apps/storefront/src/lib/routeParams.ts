import type { StorefrontLocale } from '@storefront/api-contract';
import { notFound } from 'next/navigation';
import { requireLocale } from './locale';
import type { SearchParams } from './preview';

/** The params of a route under `/{lang}-{region}` (Next passes them as a promise). */
export type LocaleParams = Promise<{ locale: string }>;

/** Props of a page under `/{lang}-{region}` that reads its query. */
export interface LocaleRouteProps {
  params: LocaleParams;
  searchParams: Promise<SearchParams>;
}

/** Props of a page `/{lang}-{region}/{kind}/{slug}` (category `c`, product `p`, ...). */
export interface SlugRouteProps {
  params: Promise<{ locale: string; slug: string }>;
  searchParams: Promise<SearchParams>;
}

/**
 * The placeholder value of a dynamic route segment at build time (cache components,
 * ARCHITECTURE.md §5). Next needs one value per dynamic segment to prerender a route; the build
 * runs without an API, so it prerenders only this placeholder, which no locale, slug or id
 * matches (the locale's 404). Every real URL is rendered on its first request and kept.
 */
export const shellSegment = '_shell';

/**
 * `generateStaticParams` of a dynamic segment: the one placeholder {@link shellSegment}.
 * @param name the segment's param name (`locale`, `slug`, `rest` for a catch-all)
 * @param catchAll whether the segment is a catch-all (`[...rest]`: an array of segments)
 */
export function shellParams<Name extends string>(
  name: Name,
  catchAll = false,
): Array<Record<Name, string | string[]>> {
  return [{ [name]: catchAll ? [shellSegment] : shellSegment } as Record<Name, string | string[]>];
}

/**
 * How a catalogue route reads its query (ARCHITECTURE.md §5): the plain URL reads it only in
 * draft mode (`draftQuery`: the page is the same for every shopper and kept in the cache), its
 * twin (`/c/{slug}/listing`, `/p/{slug}/variant`, where `proxy.ts` rewrites a URL with a
 * query: `queryRouteOf`) reads it ({@link requestQuery}).
 */
export type RouteQuery = (searchParams: Promise<SearchParams>) => Promise<SearchParams>;

/** The {@link RouteQuery} of a twin route: the request's query. */
export const requestQuery: RouteQuery = (searchParams) => searchParams;

/** A path segment percent-decoded; the segment as it is when it does not decode (`%E0%A4%A`). */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The storefront locale of the route's `locale` param.
 * @throws the locale's 404 (`notFound()`) for a locale the storefront does not serve
 */
export async function routeLocale(params: LocaleParams): Promise<StorefrontLocale> {
  return requireLocale((await params).locale);
}

/** A catalogue route resolved: its locale, decoded slug segment and the id found in it. */
export interface IdRoute {
  locale: StorefrontLocale;
  /** The decoded slug segment, e.g. `hiking-boots-300010`. */
  segment: string;
  /** The category id or product code of the segment (spec 1 §2). */
  id: string;
}

/**
 * Resolves `/{lang}-{region}/{kind}/{slug}`: the locale, the decoded segment and the id that
 * `idOf` reads from it (e.g. commerce `categoryIdFromSegment`, `productIdFromSegment`).
 * @throws the locale's 404 (`notFound()`) for an unknown locale or a segment without an id
 */
export async function resolveIdRoute(
  params: SlugRouteProps['params'],
  idOf: (localePath: string, segment: string) => string | null | undefined,
): Promise<IdRoute> {
  const { locale: localePath, slug } = await params;
  const locale = requireLocale(localePath);
  const segment = decodeSegment(slug);
  const id = idOf(locale.path, segment);
  if (!id) notFound();
  return { locale, segment, id };
}

/** The value of a query parameter given once (`?order=ALP1`); `undefined` if absent or repeated. */
export function queryValue(query: SearchParams, name: string): string | undefined {
  const value = query[name];
  return typeof value === 'string' ? value : undefined;
}
