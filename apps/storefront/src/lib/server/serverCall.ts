import type {
  BasketResponse,
  Channel,
  SaveForLaterPage,
  StorefrontLocale,
} from '@storefront/api-contract';
import {
  type ApiClient,
  ApiError,
  type BasketService,
  type BotChallenge,
  type CheckoutService,
} from '@storefront/commerce';
import {
  createBasketService,
  createCheckoutService,
  withBasketRecovery,
} from '@storefront/commerce/server';
import { headers } from 'next/headers';
import { logEvent } from '../serverLog';
import {
  accessTokenFor,
  apiClientFor,
  newGuestSession,
  readSession,
  renewAccessToken,
  type SessionSnapshot,
  writeBasketId,
} from '../session/session';
import { errorMessage, fieldOf } from './errors';
import { parseRecovery } from './inputs';
import { localeOfHeaders } from './requestLocale';

/**
 * The storefront's one server boundary (spec 1 §8 handling; design.md "Data flows": tokens stay
 * in httpOnly cookies): every Server Action and server read of the cart, the checkout and the
 * sign-in runs its API calls through {@link serverCall}, which takes the locale from the request,
 * the session and token from the cookies, builds the services, maps failures to the spec's
 * messages, logs them through `serverLog` and applies the same recovery to every flow.
 */

/** A failed call as the boundary answers it (Server Actions answer, never throw). */
export interface ActionFailure {
  ok: false;
  /** Catalogue code, e.g. `INV407`, `CHK320`, `AUT498`; `GEN500` for an unexpected failure. */
  code: string;
  /** The user-facing message in the request's language (spec 1 §8 table). */
  message: string;
  /** Where the message goes in the cart: PRM at the promo input, GFC gift card, REW reward. */
  field?: 'coupon' | 'giftCard' | 'reward';
  /** The server's own message (the checkout finds the field of a `CHK320` in it). */
  serverMessage?: string;
  /** The basket as it stands after the failure, when the call reloaded it. */
  basket?: BasketResponse;
  /** The saved-for-later page after the failure, when known. */
  saved?: SaveForLaterPage;
  /**
   * Set when the bot defence blocked the call (spec 1 §8, code `AUT403`): the browser raises
   * the challenge and, once passed, calls the action again (`withBotChallenge`).
   */
  challenge?: BotChallenge;
}

/**
 * What every Server Action answers: `{ ok: true, ...data }` or an {@link ActionFailure}. The
 * data is spread, not nested, so it is the commerce ports' `CartActionResult` and
 * `CheckoutResult<T>` as they are.
 */
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

/** The services and ids of one call. */
export interface ServerContext {
  /** The request's locale. */
  locale: StorefrontLocale;
  /** The session cookies as the call started. */
  session: SessionSnapshot;
  /** The shopper's access token (empty with `token: false`). */
  token: string;
  /** The API client of the locale. */
  client: ApiClient;
  basket: BasketService;
  /** The checkout service, with the order channel of the options. */
  checkout: CheckoutService;
  /**
   * The failure answer of an error caught inside the call (logged as `{event}` or
   * `{event}.{suffix}`), for a call that answers a failure with more (e.g. the basket).
   */
  fail(error: unknown, suffix?: string): ActionFailure;
}

/** The context of a basket call: the shopper's basket id, and the rebuilt basket after BSK404. */
export interface BasketContext extends ServerContext {
  basketId: string;
  /** Set when BSK404 recovery made a new basket (with the persisted items added again). */
  rebuilt?: BasketResponse;
}

/** Options of {@link serverCall}. */
export interface ServerCallOptions {
  /**
   * The locale, when the caller has it from its route segment (a page, a route handler's
   * query); default: the request's (the proxy's locale header, see
   * `requestLocale.ts`). Unknown: `API400`, no call made.
   */
  locale?: StorefrontLocale;
  /** The order channel (`MAPP` in the app webview) of the checkout service. */
  channel?: Channel;
  /**
   * `read`: for a server component, which cannot write cookies: the cookie's token when fresh
   * (else `AUT401`, no call), the basket cookie's basket (none: `BSK404`), no recovery.
   * Default `write`: Server Actions and route handlers, with the recovery rules.
   */
  mode?: 'read' | 'write';
  /**
   * `false` for a call that needs no shopper token (catalog reads, the sign-in): none is
   * created, the services get an empty one, and AUT401/AUT498 are answered as they are (no
   * recovery: for the sign-in AUT401 means wrong credentials). Default `true`.
   */
  token?: boolean;
}

/** The basket options of a basket call. */
export interface BasketCallOptions<T extends object = object> extends ServerCallOptions {
  /**
   * The call works on the shopper's basket: the basket cookie's, or a new one when there is
   * none or it is gone (BSK404), with `recovery` (the client's persisted items, validated
   * here) added again; the answer then carries the BSK404 `notice`.
   */
  basket: {
    recovery?: unknown;
    /**
     * The call to make instead when the shopper has no basket yet (no basket cookie): one call
     * that creates the basket with its first item (POST /cart/v1/cartWithItem, spec 1 §7)
     * rather than POST /cart/v1/cart and then the call. The basket it answers (`basket`) goes
     * in the basket cookie. A lost basket (BSK404) still takes the recovery above.
     */
    withoutBasket?: (context: ServerContext) => Promise<T | ActionFailure>;
  };
}

/** What {@link createServerCall} needs: the request, the session cookies, the services, the log. */
export interface ServerCallDeps {
  requestLocale(): Promise<StorefrontLocale | undefined>;
  readSession(): Promise<SessionSnapshot>;
  accessTokenFor(locale: StorefrontLocale): Promise<string>;
  renewAccessToken(locale: StorefrontLocale): Promise<string>;
  newGuestSession(locale: StorefrontLocale): Promise<string>;
  writeBasketId(basketId: string): Promise<void>;
  services(
    locale: StorefrontLocale,
    token: string,
    channel: Channel,
  ): Pick<ServerContext, 'client' | 'basket' | 'checkout'>;
  log: typeof logEvent;
}

/** The BSK404 notice of a recovered basket call. */
type Notice = { notice?: string };

/** {@link serverCall}'s signature: a basket call, or any other call. */
export interface ServerCall {
  <T extends object>(
    event: string,
    call: (context: BasketContext) => Promise<T | ActionFailure>,
    options: BasketCallOptions<T>,
  ): Promise<ActionResult<T & Notice>>;
  <T extends object>(
    event: string,
    call: (context: ServerContext) => Promise<T | ActionFailure>,
    options?: ServerCallOptions,
  ): Promise<ActionResult<T>>;
}

const isCode = (error: unknown, code: string) =>
  error instanceof ApiError && error.errorId === code;

const isFailure = (value: object): value is ActionFailure =>
  'ok' in value && (value as { ok: unknown }).ok === false;

/**
 * Builds the boundary over its dependencies (tests give fakes; the app uses
 * {@link serverCall}). The recovery rules (spec 1 §8), the same for every flow:
 * - `AUT401` (the token was refused): a new token (refreshed, else a new guest session) and the
 *   call once more;
 * - `AUT498` (another shopper's basket): a new guest session and, for a basket call, a new
 *   basket in the cookie; answered as `AUT498` (the client shows the message and reloads);
 * - `BSK404` (the basket is gone) in a basket call: a new basket, the persisted items added
 *   again, the call once more on it, the answer with the BSK404 notice.
 * (Only for calls with a token: see {@link ServerCallOptions.token}.)
 * Any other error is answered as its code with the table's message (`GEN500` for a non-API
 * error) and logged as a `warn` line `{event}`.
 */
export function createServerCall(deps: ServerCallDeps): ServerCall {
  async function run<T extends object>(
    event: string,
    call: (context: BasketContext) => Promise<T | ActionFailure>,
    options: ServerCallOptions & Partial<Pick<BasketCallOptions<T>, 'basket'>> = {},
  ): Promise<ActionResult<T & Notice>> {
    const locale = options.locale ?? (await deps.requestLocale());
    if (!locale) {
      deps.log({ level: 'warn', event, fields: { reason: 'unknown locale' } });
      return { ok: false, code: 'API400', message: 'Unknown locale.' };
    }
    const failure = (error: unknown, name = event): ActionFailure => {
      deps.log({ level: 'warn', event: name, locale, error });
      const api = error instanceof ApiError ? error : undefined;
      const code = api?.errorId ?? 'GEN500';
      const field = fieldOf(code);
      return {
        ok: false,
        code,
        // The API client already worded it in this locale, with the details' placeholders
        // filled (spec 1 §8: INV407 names the maximum allowed).
        message: api ? api.message : errorMessage(locale, code),
        ...(api?.serverMessage ? { serverMessage: api.serverMessage } : {}),
        ...(field ? { field } : {}),
        ...(api?.botChallenge ? { challenge: api.botChallenge } : {}),
      };
    };
    const known = (code: string): ActionFailure => ({
      ok: false,
      code,
      message: errorMessage(locale, code),
    });
    const read = options.mode === 'read';
    const channel = options.channel ?? 'ECOMM';

    const attempt = async (): Promise<(T & Notice) | ActionFailure> => {
      const session = await deps.readSession();
      const token =
        options.token === false
          ? ''
          : read
            ? session.fresh
              ? session.accessToken
              : undefined
            : await deps.accessTokenFor(locale);
      if (token === undefined) return known('AUT401');
      const context: ServerContext = {
        locale,
        session,
        token,
        ...deps.services(locale, token, channel),
        fail: (error, suffix) => failure(error, suffix ? `${event}.${suffix}` : event),
      };
      if (!options.basket) return call(context as BasketContext);
      if (read) {
        if (!session.basketId) return known('BSK404');
        return call({ ...context, basketId: session.basketId });
      }
      let stored = session.basketId;
      const first = options.basket.withoutBasket;
      if (!stored && first) {
        const value = await first(context);
        const answered = (value as { basket?: BasketResponse }).basket?.basketId;
        if (answered) await deps.writeBasketId(answered);
        return value;
      }
      const result = await withBasketRecovery(
        session.basketId,
        (basketId, rebuilt) => call({ ...context, basketId, ...(rebuilt ? { rebuilt } : {}) }),
        {
          createBasket: () => context.basket.createBasket(),
          addItem: (cartId, item) => context.basket.addItem({ cartId, ...item }),
          items: parseRecovery(options.basket.recovery),
          onNewBasket: async (basketId) => {
            stored = basketId;
            await deps.writeBasketId(basketId);
          },
        },
      );
      const value = result.value;
      const answered = (value as { basket?: BasketResponse }).basket?.basketId;
      if (answered && answered !== stored) await deps.writeBasketId(answered);
      if (isFailure(value) || !result.recovered) return value;
      return { ...value, notice: errorMessage(locale, 'BSK404') };
    };

    try {
      try {
        const value = await attempt();
        return isFailure(value) ? value : { ok: true, ...value };
      } catch (error) {
        if (read || options.token === false || !isCode(error, 'AUT401')) throw error;
        deps.log({ level: 'info', event: `${event}.renewToken`, locale, error });
        await deps.renewAccessToken(locale);
        const value = await attempt();
        return isFailure(value) ? value : { ok: true, ...value };
      }
    } catch (error) {
      if (!read && options.token !== false && isCode(error, 'AUT498')) {
        try {
          const token = await deps.newGuestSession(locale);
          if (options.basket) {
            const fresh = await deps.services(locale, token, channel).basket.createBasket();
            await deps.writeBasketId(fresh.basketId);
          }
        } catch (again) {
          failure(again, `${event}.newSessionFailed`);
        }
      }
      return failure(error);
    }
  }
  return run as ServerCall;
}

/** The request's locale: the proxy's locale header, validated. */
async function requestLocale(): Promise<StorefrontLocale | undefined> {
  return localeOfHeaders(await headers());
}

/**
 * Runs one server call of a Server Action, a route handler or (with `mode: 'read'`) a server
 * component, with the rules of {@link createServerCall}. Never throws.
 * @param event the log event, e.g. `cart.add`, `checkout.placeOrder`
 * @param call the API calls, given the {@link ServerContext} (a {@link BasketContext} with
 *   `basket` options); answers its data (spread into `{ ok: true, ...data }`) or a failure
 * @returns {@link ActionResult}: the data with `notice` after a BSK404 recovery, or the failure
 * @example
 * serverCall('cart.coupon', ({ basket, basketId }) =>
 *   basket.applyCoupon({ cartId: basketId, code }).then((b) => ({ basket: b })),
 *   { basket: {} });
 */
export const serverCall: ServerCall = createServerCall({
  requestLocale,
  readSession,
  accessTokenFor,
  renewAccessToken,
  newGuestSession,
  writeBasketId,
  services: (locale, token, channel) => {
    const client = apiClientFor(locale);
    return {
      client,
      basket: createBasketService(client, { accessToken: token }),
      checkout: createCheckoutService(client, { accessToken: token, orderChannel: channel }),
    };
  },
  log: logEvent,
});

/**
 * The answer of input that failed its schema (nothing sent): `API400` with the first reason.
 * @param issues the schema's issues (`error.issues` of a failed `safeParse`)
 */
export function invalidInput(
  issues: readonly { message: string }[],
  field?: ActionFailure['field'],
): ActionFailure {
  return {
    ok: false,
    code: 'API400',
    message: `Please check your input: ${issues[0]?.message ?? 'invalid'}.`,
    ...(field ? { field } : {}),
  };
}
