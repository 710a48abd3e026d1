import { randomUUID } from 'node:crypto';

/**
 * The bot-defence stand-in of the test mode (spec 1 §8: "A 403 response carrying an appId
 * raises a bot-defence challenge event"). A real bot defence sits in front of the API and
 * answers a suspicious request with 403 and its own block body (its `appId`, a block id, no
 * error envelope); a journey arms one here so the storefront's challenge dialog and retry can
 * be seen. State is in memory, per server: each e2e worker has its own mock API.
 */

/** The `appId` of the stand-in's block answers. */
export const botDefenceAppId = 'PXmockdefence';

/** One armed challenge: requests whose path starts with `pathPrefix` are blocked `times` times. */
export interface ArmedBotChallenge {
  /** e.g. `/cart/v1/item`. */
  pathPrefix: string;
  /** HTTP method to block; any when absent. */
  method?: string | undefined;
  /** How many matching requests are still blocked. */
  remaining: number;
}

/** The 403 body of a blocked request: the bot defence's own, not the API's error envelope. */
export interface BotBlockBody {
  appId: string;
  /** The block's id. */
  uuid: string;
  /** The visitor id the bot defence gave. */
  vid: string;
  /** Which check the shopper is asked to pass. */
  action: 'captcha';
}

/** The armed challenges of one server, in arming order. */
export function createBotChallenges() {
  let armed: ArmedBotChallenge[] = [];
  return {
    /** Arms a challenge; returns what is armed now. */
    arm(challenge: { pathPrefix: string; method?: string | undefined; times: number }) {
      armed.push({
        pathPrefix: challenge.pathPrefix,
        method: challenge.method?.toUpperCase(),
        remaining: challenge.times,
      });
      return { armed: armed.map((a) => ({ ...a })) };
    },
    /** Forgets every armed challenge (the e2e reset). */
    clear() {
      armed = [];
    },
    /**
     * The block body for this request when an armed challenge matches it (one use taken), else
     * `undefined`. The stand-in's own paths (`/__e2e`) are never blocked.
     */
    take(method: string, pathname: string): BotBlockBody | undefined {
      if (pathname.startsWith('/__e2e')) return undefined;
      const match = armed.find(
        (a) =>
          a.remaining > 0 &&
          pathname.startsWith(a.pathPrefix) &&
          (!a.method || a.method === method.toUpperCase()),
      );
      if (!match) return undefined;
      match.remaining -= 1;
      armed = armed.filter((a) => a.remaining > 0);
      return { appId: botDefenceAppId, uuid: randomUUID(), vid: randomUUID(), action: 'captcha' };
    },
  };
}

/** What {@link createBotChallenges} returns. */
export type BotChallenges = ReturnType<typeof createBotChallenges>;
