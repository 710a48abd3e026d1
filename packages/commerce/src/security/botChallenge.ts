/**
 * The bot-defence challenge (spec 1 §8: "A 403 response carrying an appId raises a bot-defence
 * challenge event"). The bot defence sits in front of the API: it answers a request it
 * suspects with 403 and its own block body (its `appId`, a block id), not the API's error
 * envelope. The API's own 403 answers (a refused captcha `AUT403`, an associate rule) carry
 * the envelope, whose `appId` names the answering service, and are ordinary errors: without
 * that distinction every refused captcha would open the challenge. Pure; safe on both sides.
 */

/** A bot-defence challenge, as the server boundary hands it to the browser (serialisable). */
export interface BotChallenge {
  /** The bot defence's application id, e.g. `PX…`. */
  appId: string;
  /** The block's id, when given. */
  uuid?: string;
}

/**
 * The challenge of an answer, or `undefined`: status 403 and a JSON object body with a
 * non-empty string `appId` and no `errorDetails` (the bot defence's block, not the API's
 * error envelope).
 */
export function botChallengeOf(status: number, body: unknown): BotChallenge | undefined {
  if (status !== 403 || typeof body !== 'object' || body === null) return undefined;
  const { appId, uuid, errorDetails } = body as Record<string, unknown>;
  if (typeof appId !== 'string' || appId.trim() === '' || errorDetails !== undefined) {
    return undefined;
  }
  return { appId, ...(typeof uuid === 'string' && uuid ? { uuid } : {}) };
}

/** The browser event that raises a challenge (`window`, a `CustomEvent` of {@link BotChallengeRequest}). */
export const botChallengeEventName = 'storefront:bot-challenge';

/** The detail of the challenge event: the challenge and how its handler settles it. */
export interface BotChallengeRequest {
  challenge: BotChallenge;
  /** The handler calls it once: `true` when the shopper passed the challenge. */
  settle(passed: boolean): void;
}

/**
 * Raises the challenge event on `target` (the window) and waits for its handler (the host's
 * challenge dialog) to settle it. A handler claims the event with `preventDefault()`; when none
 * does (no host mounted it), the answer is `false` at once.
 * @returns whether the shopper passed the challenge
 */
export function raiseBotChallenge(challenge: BotChallenge, target: EventTarget): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (passed: boolean) => {
      if (settled) return;
      settled = true;
      resolve(passed);
    };
    const event = new CustomEvent<BotChallengeRequest>(botChallengeEventName, {
      detail: { challenge, settle },
      cancelable: true,
    });
    if (target.dispatchEvent(event)) settle(false); // nobody claimed it
  });
}

/** A failed answer of a Server Action that may carry a challenge. */
type MaybeChallenged = { ok: boolean; challenge?: BotChallenge };

/**
 * Runs `call`; when it answers a failure with a `challenge`, asks the shopper to pass it
 * (`ask`, e.g. {@link raiseBotChallenge}) and, when passed, runs `call` once more and answers
 * that (spec 1 §8: the call retried after the challenge). A declined challenge answers the
 * first failure (its message: `AUT403`). A second challenge is not asked again.
 */
export async function withBotChallenge<R extends MaybeChallenged>(
  call: () => Promise<R>,
  ask: (challenge: BotChallenge) => Promise<boolean>,
): Promise<R> {
  const first = await call();
  if (first.ok || !first.challenge) return first;
  return (await ask(first.challenge)) ? call() : first;
}
