import { defaultLocalePath, findLocale, type StorefrontLocale } from '@storefront/api-contract';

/** The preview tool's limits (spec 3 §2 and §9: 10, 20 or 50; default 20). */
export const showcaseLimits = [10, 20, 50] as const;
export type ShowcaseLimit = (typeof showcaseLimits)[number];

/** Message when no docType is chosen (spec 3 §5, preview tool validation). */
export const docTypeRequiredMessage = 'Doc type is required';

/** The raw query of a Next page (`searchParams`). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The preview tool's controls, all read from the URL so a view can be shared as a link. */
export interface ShowcaseQuery {
  /** Required; `undefined` until chosen. */
  docType?: string;
  layoutVariant?: string;
  limit: ShowcaseLimit;
  /** 1-based page number. */
  page: number;
  locale: StorefrontLocale;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v.trim() : undefined;
}

/**
 * Reads the controls from the query: `docType`, `layoutVariant`, `limit` (10|20|50, anything
 * else → 20), `page` (positive integer, else 1) and `locale` (a storefront locale path, else the
 * default locale).
 */
export function readShowcaseQuery(searchParams: SearchParams): ShowcaseQuery {
  const limitValue = Number(first(searchParams.limit));
  const limit = (showcaseLimits as readonly number[]).includes(limitValue)
    ? (limitValue as ShowcaseLimit)
    : 20;
  const pageValue = Number(first(searchParams.page));
  const page = Number.isInteger(pageValue) && pageValue > 0 ? pageValue : 1;
  const locale =
    findLocale(first(searchParams.locale) ?? defaultLocalePath) ?? findLocale(defaultLocalePath)!;
  const docType = first(searchParams.docType);
  const layoutVariant = first(searchParams.layoutVariant);
  return {
    ...(docType ? { docType } : {}),
    ...(layoutVariant ? { layoutVariant } : {}),
    limit,
    page,
    locale,
  };
}

/** The URL of the tool's view for a query (used for pagination links). */
export function showcaseHref(query: ShowcaseQuery, changes: Partial<ShowcaseQuery> = {}): string {
  const next = { ...query, ...changes };
  const params = new URLSearchParams();
  if (next.docType) params.set('docType', next.docType);
  if (next.layoutVariant) params.set('layoutVariant', next.layoutVariant);
  params.set('limit', String(next.limit));
  params.set('page', String(next.page));
  params.set('locale', next.locale.path);
  return `/?${params.toString()}`;
}
