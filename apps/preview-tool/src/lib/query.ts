import { defaultLocalePath, findLocale, type StorefrontLocale } from '@storefront/api-contract';
import { type PersonalisationTestContext, parseTestContext } from '@storefront/blocks/services';
import { readSegmentFlags, type SegmentFlag } from './segments';

/** The preview tool's limits (spec 3 §2 and §9: 10, 20 or 50; default 20). */
export const showcaseLimits = [10, 20, 50] as const;
export type ShowcaseLimit = (typeof showcaseLimits)[number];

/** Message when no docType is chosen (spec 3 §5, preview tool validation). */
export const docTypeRequiredMessage = 'Doc type is required';

/** Message for a `previewDateTime` that is not a date and time. */
export const previewDateTimeInvalidMessage = 'Enter a date and time, e.g. 2030-01-02T09:00 (UTC)';

/** Brand themes the documents can be rendered in (packages/ui `brandThemes`). */
export const previewThemes = ['alpine', 'coast'] as const;
export type PreviewTheme = (typeof previewThemes)[number];

/**
 * Breakpoints a document is shown at, with the real viewport width of each frame in px:
 * `sm` 375, `md` 768, `lg` 1280 (the theme's sprinkles switch at 768 and 1024 px).
 */
export const breakpointWidths = { sm: 375, md: 768, lg: 1280 } as const;
export type PreviewBreakpoint = keyof typeof breakpointWidths;
/** One breakpoint, or `all` for the three side by side. */
export type BreakpointChoice = PreviewBreakpoint | 'all';
export const breakpointChoices: readonly BreakpointChoice[] = ['sm', 'md', 'lg', 'all'];

/** The raw query of a Next page (`searchParams`). */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The prefix of the variant picker's per-experience fields (`tc.<experienceId>=<variant>`). */
export const testContextFieldPrefix = 'tc.';

/** The preview tool's controls, all read from the URL so a view can be shared as a link. */
export interface ShowcaseQuery {
  /** Required; `undefined` until chosen. */
  docType?: string;
  layoutVariant?: string;
  limit: ShowcaseLimit;
  /** 1-based page number. */
  page: number;
  locale: StorefrontLocale;
  theme: PreviewTheme;
  breakpoint: BreakpointChoice;
  /** The moment whose schedule applies, UTC, as a datetime-local value `YYYY-MM-DDTHH:mm`. */
  previewDateTime?: string;
  /** The raw `previewDateTime` when it could not be read (shown as an error, not dropped). */
  previewDateTimeInvalid?: string;
  /** Session flags the segment simulator forces (spec 3 §6). */
  segments: SegmentFlag[];
  /** Forced experience variants (`p13n_testcontext`, spec 3 §2, §4). */
  testContext?: PersonalisationTestContext;
}

function first(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v.trim() : undefined;
}

/**
 * Reads a preview moment: a datetime-local value (`2030-01-02T09:00`, read as UTC) or an ISO
 * 8601 date-time with an offset. Returns the UTC datetime-local form, or `undefined`.
 */
export function readPreviewDateTime(value: string): string | undefined {
  const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
  const withOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(
    value,
  );
  if (!local && !withOffset) return undefined;
  const date = new Date(local ? `${value}Z` : value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 16);
}

/** The ISO 8601 instant (`…:00.000Z`) the content service expects for a preview moment. */
export function previewInstant(previewDateTime: string): string {
  return new Date(`${previewDateTime}:00Z`).toISOString();
}

/**
 * The `p13n_testcontext` query value of a test context: `experienceId:variant` pairs joined by
 * commas, or JSON when an id or variant holds `,` or `:` (both read by `parseTestContext`).
 */
export function formatTestContext(context: PersonalisationTestContext): string {
  const entries = Object.entries(context);
  if (entries.some(([id, variant]) => /[,:]/.test(id) || /[,:]/.test(variant))) {
    return JSON.stringify(context);
  }
  return entries.map(([id, variant]) => `${id}:${variant}`).join(',');
}

function readTestContext(searchParams: SearchParams): PersonalisationTestContext | undefined {
  const context: Record<string, string> = {
    ...parseTestContext(first(searchParams.p13n_testcontext)),
  };
  for (const [key, value] of Object.entries(searchParams)) {
    if (!key.startsWith(testContextFieldPrefix)) continue;
    const experienceId = key.slice(testContextFieldPrefix.length).trim();
    const variant = first(value);
    if (!experienceId) continue;
    if (variant) context[experienceId] = variant;
    else delete context[experienceId];
  }
  return Object.keys(context).length > 0 ? Object.freeze(context) : undefined;
}

/**
 * Reads the controls from the query: `docType`, `layoutVariant`, `limit` (10|20|50, anything
 * else → 20), `page` (positive integer, else 1), `locale` (a storefront locale path, else the
 * default), `theme` (alpine|coast), `breakpoint` (sm|md|lg|all, default lg),
 * `previewDateTime`, `segments` (forced session flags) and `p13n_testcontext`, merged with the
 * variant picker's `tc.<experienceId>` fields (an empty one removes that experience).
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
  const themeValue = first(searchParams.theme);
  const theme = previewThemes.find((t) => t === themeValue) ?? 'alpine';
  const breakpointValue = first(searchParams.breakpoint);
  const breakpoint = breakpointChoices.find((b) => b === breakpointValue) ?? 'lg';
  const dateValue = first(searchParams.previewDateTime);
  const previewDateTime = dateValue ? readPreviewDateTime(dateValue) : undefined;
  const testContext = readTestContext(searchParams);
  return {
    ...(docType ? { docType } : {}),
    ...(layoutVariant ? { layoutVariant } : {}),
    limit,
    page,
    locale,
    theme,
    breakpoint,
    ...(previewDateTime ? { previewDateTime } : {}),
    ...(dateValue && !previewDateTime ? { previewDateTimeInvalid: dateValue } : {}),
    segments: readSegmentFlags(searchParams.segments),
    ...(testContext ? { testContext } : {}),
  };
}

/** The query string of a view: every control that is set, in a fixed order. */
export function showcaseParams(query: ShowcaseQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.docType) params.set('docType', query.docType);
  if (query.layoutVariant) params.set('layoutVariant', query.layoutVariant);
  params.set('limit', String(query.limit));
  params.set('page', String(query.page));
  params.set('locale', query.locale.path);
  params.set('theme', query.theme);
  params.set('breakpoint', query.breakpoint);
  if (query.previewDateTime) params.set('previewDateTime', query.previewDateTime);
  if (query.segments.length > 0) params.set('segments', query.segments.join(','));
  if (query.testContext) params.set('p13n_testcontext', formatTestContext(query.testContext));
  return params;
}

/** The URL of the tool's view for a query (pagination links, canonical redirects). */
export function showcaseHref(query: ShowcaseQuery, changes: Partial<ShowcaseQuery> = {}): string {
  return `/?${showcaseParams({ ...query, ...changes }).toString()}`;
}

/**
 * Whether the raw query is a form submission to rewrite into its canonical, shareable form:
 * repeated `segments` (one per checked box) or the variant picker's `tc.*` fields.
 */
export function needsCanonicalRedirect(searchParams: SearchParams): boolean {
  return (
    Array.isArray(searchParams.segments) ||
    Object.keys(searchParams).some((key) => key.startsWith(testContextFieldPrefix))
  );
}

/**
 * The URL of the render-only route for one document (the iframe of a breakpoint frame):
 * `/render/{theme}/{locale}?…&doc={id}`. Theme and locale are path segments so the route's
 * own root layout can put the brand class and `lang` on `<html>`/`<body>`.
 */
export function renderHref(query: ShowcaseQuery, documentId: string): string {
  const params = showcaseParams(query);
  params.delete('theme');
  params.delete('locale');
  params.delete('breakpoint');
  params.set('doc', documentId);
  return `/render/${query.theme}/${query.locale.path}?${params.toString()}`;
}
