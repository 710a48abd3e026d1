import 'server-only';
import type { StorefrontLocale } from '@storefront/api-contract';
import {
  type BlockServices,
  collectExperienceIds,
  collectSegmentConditions,
  consentCategories,
  createBlockServices,
  createRoute,
  guestSession,
  hasTargetingConsent,
  type PersonalisationDecision,
  parseConsentCookie,
  parseTestContext,
  personalisationPageContext,
  type RenderMode,
  readSegmentFlags,
  type ShopperSession,
  sessionFromFlags,
  validatePersonalisationInputs,
} from '@storefront/blocks';
import {
  createApiClient,
  createDecisionService,
  decisionRequestEvent,
  ipAddressEvent,
  pageViewEvent,
  productViewEvent,
} from '@storefront/commerce/server';
import { headers } from 'next/headers';
import { messagesFor } from '../../i18n/catalogue';
import { brand } from '../brand';
import { apiBaseUrl } from '../content';
import { isDraftMode } from '../draft';
import type { SearchParams } from '../preview';
import { logEvent } from '../serverLog';
import { decisionIpAddress, decisionProducts } from './decisionContext';
import { editorialPrefetch } from './servicesEditorialServer';
import { readShopper, type ShopperFacts, type ShopperNeeds } from './servicesSession';

/** Cookie names the services read. */
export const servicesCookies = {
  /** Accepted consent categories, e.g. `C0001,C0004` (see `parseConsentCookie`). */
  consent: 'consent',
  /** Consumer id of a signed-in shopper (decision `customerId`). */
  customerId: 'customerId',
  /** Anonymous personalisation id (decision `monetateId`), set by the proxy (`shopperId.ts`). */
  monetateId: 'mt.v',
} as const;

/** Query parameters the services read. */
export const servicesQuery = {
  /** Forced experience variants (spec 3 §2, §4); in draft mode only. */
  testContext: 'p13n_testcontext',
  /** Preview only: forced session flags, e.g. `loggedIn,loyaltyMember` (design.md "Preview can force a segment"). */
  segments: 'segments',
} as const;

/**
 * The serialisable part of the block services, handed to the client provider; without the
 * blocks' words (server blocks resolve them and hand their islands strings as props) and
 * without the logger (a function: the client keeps the blocks' default console logger).
 */
export type BlockServicesData = Omit<
  BlockServices,
  'analytics' | 'personalisation' | 'messages' | 'log'
> & {
  personalisation: Omit<BlockServices['personalisation'], 'recalculate'>;
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A guest session, or in preview the session of the forced flags (`?segments=`, comma separated
 * or repeated; a member flag implies logged in): the preview tool's segment simulator resolves
 * the same flags with the same `readSegmentFlags` and `sessionFromFlags` (spec 3 §6), so what
 * an editor forces is the session a shopper with those facts gets.
 */
export function previewSession(
  forced: string | readonly string[] | undefined,
  preview: boolean,
): ShopperSession {
  if (!preview || !forced) return guestSession;
  return sessionFromFlags(readSegmentFlags(forced));
}

/** What {@link getBlockServicesData} needs from the request. */
export interface ServicesRequest {
  locale: StorefrontLocale;
  mode: RenderMode;
  /** URL path of the page, e.g. `/en-us`. */
  path: string;
  searchParams: SearchParams;
  /** Reads a request cookie (Next's `cookies().get(name)?.value`). */
  cookie: (name: string) => string | undefined;
  /** The page's blocks, to ask decisions only for the experiences on it. */
  blocks: readonly unknown[];
  /**
   * Whether the request is in draft mode (an editor, see `draft.ts`); default: Next's
   * `draftMode()` of the request. Outside it `p13n_testcontext` and `segments` are ignored.
   */
  draft?: boolean;
  /** Decision call; default: the commerce decision client against the API. */
  decide?: typeof fetchDecisions;
  /**
   * The products the page shows (a product page's id), sent to the decision engine with the
   * configured id type (spec 2 §9, `decisionProducts`).
   */
  productIds?: readonly string[];
  /** The request's `Host` header (pre-production hosts send a dummy IP); default: Next's. */
  host?: string;
  /**
   * The shopper of the request for what the page needs; default: {@link readShopper} (session
   * cookies, the profile and the basket when a segment tests them). Not called in preview.
   */
  shopper?: (locale: StorefrontLocale, needs: ShopperNeeds) => Promise<ShopperFacts>;
}

/**
 * Decisions from the decision engine (POST /api/engine/v1/decide/{brand}) through the commerce
 * client; never throws: inputs that fail the checks of spec 3 §5 (the user id, `customerId`
 * else `monetateId`, a non-empty string) are logged (`personalisation.invalidInput`) and not
 * sent, a failure is logged (`personalisation.unavailable`); both give none, so the page shows
 * the baselines.
 */
export async function fetchDecisions(
  locale: StorefrontLocale,
  request: {
    customerId?: string;
    monetateId?: string;
    pageContext: string;
    path: string;
    experienceIds: string[];
    /** Spec 2 §9: the dummy IP on pre-production hosts (`decisionIpAddress`). */
    ipAddress?: string;
    /** Spec 2 §9: the page's products with their id type (`decisionProducts`). */
    products?: { type: 'styleId' | 'masterId'; id: string }[];
  },
): Promise<PersonalisationDecision[]> {
  const issues = validatePersonalisationInputs({
    userId: request.customerId ?? request.monetateId,
  });
  if (issues.length > 0) {
    logEvent({
      level: 'warn',
      event: 'personalisation.invalidInput',
      locale,
      fields: { issues: issues.map((issue) => issue.field) },
    });
    return [];
  }
  const client = createApiClient({ baseUrl: apiBaseUrl, locale, brand, timeoutMs: 1500 });
  try {
    return await createDecisionService(client, { brand }).decide({
      ...(request.customerId ? { customerId: request.customerId } : {}),
      ...(request.monetateId ? { monetateId: request.monetateId } : {}),
      events: [
        pageViewEvent(request.pageContext, request.path),
        ...(request.ipAddress ? [ipAddressEvent(request.ipAddress)] : []),
        ...(request.products?.length ? [productViewEvent(request.products)] : []),
        decisionRequestEvent(request.experienceIds),
      ],
    });
  } catch (error) {
    logEvent({ level: 'warn', event: 'personalisation.unavailable', locale, error });
    return [];
  }
}

async function requestHost(): Promise<string | undefined> {
  try {
    return (await headers()).get('host') ?? undefined;
  } catch {
    return undefined; // outside a request (tests, scripts)
  }
}

/** The dummy IP and the products of a decision call (spec 2 §9). */
async function decisionContextOf(request: ServicesRequest) {
  const ipAddress = decisionIpAddress(request.host ?? (await requestHost()));
  const products = decisionProducts(request.productIds ?? []);
  return { ...(ipAddress ? { ipAddress } : {}), ...(products.length ? { products } : {}) };
}

/**
 * Whether a page's blocks depend on the shopper: a block with segment conditions (spec 3 §4
 * "Segmentation") or an experience (spec 3 §4 "Personalisation"). A page without them is the
 * same for every shopper: its services are {@link guestServicesData} and it reads no cookie,
 * so it can be prerendered and served from the cache (design.md "Data flows", caching).
 */
export function blocksNeedShopper(blocks: readonly unknown[]): boolean {
  return collectSegmentConditions(blocks).size > 0 || collectExperienceIds(blocks).length > 0;
}

/**
 * The block services of a page that reads nothing of the request: the locale, the mode, a guest
 * session, required consent only (the browser checks the shopper's consent itself before any
 * analytics event, `pushAnalyticsEvent`), the route of `path`, no decisions.
 * @param path URL path of the page, e.g. `/en-us/about`
 */
export function guestServicesData(
  locale: StorefrontLocale,
  path: string,
  mode: RenderMode = 'production',
): BlockServicesData {
  return {
    locale: { tag: locale.tag, currency: locale.currency, path: locale.path },
    mode,
    session: guestSession,
    consent: { categories: [consentCategories.required], region: locale.region, preview: false },
    route: createRoute(path),
    personalisation: { decisions: [] },
  };
}

/**
 * The block services of a request, decided on the server (design.md "Data flows"): session
 * (the shopper's, read only when the page's segmentations or experiences need it, see
 * `readShopper`; forced segments in preview), consent from the `consent` cookie with the locale's
 * region and preview forcing, the route of the path, `p13n_testcontext` (draft mode only: any
 * visitor's query forces nothing), and decisions for the
 * page's experiences — only with targeting consent and a shopper id (`customerId` or `mt.v`
 * cookie), with the dummy IP on pre-production hosts and the page's products by the configured
 * id type (spec 2 §9). Serialisable, for the client provider too.
 */
export async function getBlockServicesData(request: ServicesRequest): Promise<BlockServicesData> {
  const { locale, mode, path, searchParams } = request;
  const draft = request.draft ?? (await isDraftMode());
  const preview = draft && mode === 'preview';
  const experienceIds = collectExperienceIds(request.blocks);
  const needs: ShopperNeeds = {
    conditions: collectSegmentConditions(request.blocks),
    experiences: experienceIds.length > 0,
  };
  // Preview shows the simulated shopper (forced segments); a shopper gets their own session.
  const shopper: ShopperFacts = preview
    ? { session: previewSession(searchParams[servicesQuery.segments], preview) }
    : needs.conditions.size > 0 || needs.experiences
      ? await (request.shopper ?? readShopper)(locale, needs)
      : { session: guestSession };
  const { session } = shopper;
  const consent = {
    categories: parseConsentCookie(request.cookie(servicesCookies.consent)),
    region: locale.region,
    preview,
  };
  const route = createRoute(path);
  const testContext = draft
    ? parseTestContext(first(searchParams[servicesQuery.testContext]))
    : undefined;
  const customerId =
    shopper.customerId ?? session.customerId ?? request.cookie(servicesCookies.customerId);
  const monetateId = request.cookie(servicesCookies.monetateId);
  const decisions =
    experienceIds.length > 0 && hasTargetingConsent(consent) && (customerId || monetateId)
      ? await (request.decide ?? fetchDecisions)(locale, {
          ...(customerId ? { customerId } : {}),
          ...(monetateId ? { monetateId } : {}),
          pageContext: personalisationPageContext(route.pageType, session),
          path: route.path,
          experienceIds,
          ...(await decisionContextOf(request)),
        })
      : [];
  return {
    locale: { tag: locale.tag, currency: locale.currency, path: locale.path },
    mode,
    session,
    consent,
    route,
    personalisation: { decisions, ...(testContext ? { testContext } : {}) },
  };
}

/**
 * Server-side services from the data: analytics and recalculation are client concerns; the
 * article and gallery blocks get server loaders (`prefetch`, see `editorialPrefetch`), and the
 * blocks get the words of the page's language (`messagesFor(locale).blocks`, design:
 * "Messages"); server-only, so the client provider never receives the catalogue. The blocks log
 * through the server's structured logger (`logEvent`, design.md "Logging").
 */
export function toServerServices(data: BlockServicesData): BlockServices {
  return createBlockServices({
    ...data,
    log: logEvent,
    messages: messagesFor(data.locale.path ?? data.locale.tag).blocks,
    personalisation: { ...data.personalisation, recalculate: () => {} },
    prefetch: editorialPrefetch(data.locale.path, data.mode),
  });
}
