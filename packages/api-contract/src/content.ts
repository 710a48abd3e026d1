import * as z from 'zod';

/**
 * Content service contract (spec 2 §7 "Content service"): paths under
 * `/{mode}/caas/v1/canvas/`, the content document envelope and the showcase page.
 */

/** `pub` serves published content; `pre` (preview) also serves drafts at a chosen date. */
export const contentModes = ['pub', 'pre'] as const;
/** A content service mode. */
export type ContentMode = (typeof contentModes)[number];

/** The fixed page list of the `augmentedpage` path (spec 2 §7). */
export const augmentedPages = [
  'account',
  'account-profile',
  'basecamp',
  'cart',
  'checkout',
  'contact-us',
  'error-4xx',
  'gift-card',
  'loyalty-modal',
  'order-confirmation',
  'promotions',
  'search',
  'sign-in-modal',
  'sign-up',
  'sign-up-modal',
  'store-locator',
  'westend',
] as const;
/** One page of the fixed augmented page list. */
export type AugmentedPage = (typeof augmentedPages)[number];

/**
 * The fixed pages a shopper opens as a page of their own at `/{lang}-{region}/{page}` (spec 2
 * §7 `augmentedpage`): the storefront's generic route reads `augmentedpage/{siteId}/{page}`
 * for these paths instead of `page/{siteId}/{slug}`. The others of {@link augmentedPages} are
 * the slots of a commerce page (cart, checkout...), a dialog (`*-modal`) or the not-found page
 * (`error-4xx`).
 */
export const routedAugmentedPages = [
  'basecamp',
  'gift-card',
  'promotions',
  'westend',
] as const satisfies readonly AugmentedPage[];
/** One augmented page with a route of its own (see {@link routedAugmentedPages}). */
export type RoutedAugmentedPage = (typeof routedAugmentedPages)[number];

/** The augmented page a generic page slug opens (`promotions` → `promotions`), else `null`. */
export function routedAugmentedPageOf(slug: string): RoutedAugmentedPage | null {
  return (routedAugmentedPages as readonly string[]).includes(slug)
    ? (slug as RoutedAugmentedPage)
    : null;
}

/** Narrows a string to an {@link AugmentedPage}. */
export function isAugmentedPage(page: string): page is AugmentedPage {
  return (augmentedPages as readonly string[]).includes(page);
}

/** Page sizes the showcase path accepts, and its default. */
export const showcaseLimits = [10, 20, 50] as const;
/** A showcase page size. */
export type ShowcaseLimit = (typeof showcaseLimits)[number];
/** Default showcase page size. */
export const defaultShowcaseLimit: ShowcaseLimit = 20;

/** Query names of content requests. */
export const contentQuery = {
  /** ISO 8601 moment whose schedule the preview (`pre`) evaluates; default now. */
  previewDateTime: 'previewDateTime',
  /** CMS environment, accepted outside production and ignored by the mock. */
  cmsEnv: 'cmsEnv',
  limit: 'limit',
  page: 'page',
  layoutVariant: 'layoutVariant',
} as const;

const seg = (value: string) => encodeURIComponent(value);

/**
 * Path builders of the content service, relative to `/{mode}/caas/v1/canvas/`.
 * Segments are URL-encoded; the `page` path keeps `/` of nested page slugs.
 */
export const contentPaths = {
  augmentedPage: (siteId: string, page: AugmentedPage) => `augmentedpage/${seg(siteId)}/${page}`,
  category: (siteId: string, categoryId: string) => `category/${seg(siteId)}/${seg(categoryId)}`,
  search: (siteId: string, searchType: string) => `search/${seg(siteId)}/${seg(searchType)}`,
  footer: (siteId: string) => `footer/${seg(siteId)}`,
  fragment: (fragmentId: string) => `fragment/${seg(fragmentId)}`,
  menu: (siteId: string) => `menu/${seg(siteId)}`,
  page: (siteId: string, page: string) =>
    `page/${seg(siteId)}/${page.split('/').map(seg).join('/')}`,
  children: (siteId: string, parentPageSlug: string) =>
    `children/${seg(siteId)}/${seg(parentPageSlug)}`,
  popups: (siteId: string) => `popups/${seg(siteId)}`,
  product: (siteId: string, productId: string) => `product/${seg(siteId)}/${seg(productId)}`,
  showcase: (siteId: string, docType: string) => `showcase/${seg(siteId)}/${seg(docType)}`,
} as const;

/**
 * Full content path for a mode, e.g. `contentUrlPath('pub', 'menu/us')` →
 * `/pub/caas/v1/canvas/menu/us`.
 */
export function contentUrlPath(mode: ContentMode, relativePath: string): string {
  return `/${mode}/caas/v1/canvas/${relativePath}`;
}

/** Publication status of a stored document. */
export const contentStatuses = ['published', 'draft'] as const;
/** A publication status. */
export type ContentStatus = (typeof contentStatuses)[number];

/** Schema of a document's schedule: ISO 8601 start and end, `null` for open. */
export const contentScheduleSchema = z.object({
  start: z.iso.datetime({ offset: true }).nullable().optional(),
  end: z.iso.datetime({ offset: true }).nullable().optional(),
});

/**
 * Schema of the content document envelope the content endpoints return. Blocks stay
 * `unknown` here: the renderer in `@storefront/blocks` validates each block by type.
 * Unknown top-level fields pass through.
 */
export const contentDocumentSchema = z.looseObject({
  id: z.string().min(1),
  /** e.g. page, menu, footer, popups, category, product, augmentedpage, fragment */
  docType: z.string().min(1),
  /** Page kind of spec 3 §2 (generic, category, product, cart, …). */
  pageKind: z.string().optional(),
  slug: z.string(),
  /** Site id; absent for site-independent documents such as fragments. */
  siteId: z.string().optional(),
  /** Locale path segment, e.g. `en-us`. */
  locale: z.string().min(1),
  title: z.string().optional(),
  seo: z
    .looseObject({ title: z.string().optional(), description: z.string().optional() })
    .optional(),
  layoutVariant: z.string().optional(),
  schedule: contentScheduleSchema.optional(),
  /** Only in seed files and preview answers; published answers omit drafts. */
  status: z.enum(contentStatuses).optional(),
  updatedAt: z.iso.datetime({ offset: true }).optional(),
  /** Slot name → blocks (`{ type, id, fields }`, validated by the renderer). */
  slots: z.record(z.string(), z.array(z.unknown())),
});

/** A content document as the content endpoints return it. */
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

/** Schema of the showcase answer: one page of documents of a docType. */
export const showcasePageSchema = z.object({
  results: z.array(contentDocumentSchema),
  /** Number of matching documents over all pages. */
  total: z.number().int().nonnegative(),
  /** 1-based page number. */
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});

/** One page of the showcase answer. */
export type ShowcasePage = z.infer<typeof showcasePageSchema>;
