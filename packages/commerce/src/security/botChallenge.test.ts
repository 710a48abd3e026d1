import { describe, expect, it, vi } from 'vitest';
import {
  type BotChallengeRequest,
  botChallengeEventName,
  botChallengeOf,
  raiseBotChallenge,
  withBotChallenge,
} from './botChallenge';

describe('botChallengeOf (spec 1 §8)', () => {
  it("is the bot defence's 403 block: an appId, no error envelope", () => {
    expect(botChallengeOf(403, { appId: 'PXa', uuid: 'u1', vid: 'v' })).toEqual({
      appId: 'PXa',
      uuid: 'u1',
    });
    expect(botChallengeOf(403, { appId: 'PXa' })).toEqual({ appId: 'PXa' });
  });

  it('is nothing for the API envelope, an empty appId, another status or no object', () => {
    const envelope = { appId: 'cart', correlationId: 'c', errorDetails: [{ errorId: 'AUT403' }] };
    expect(botChallengeOf(403, envelope)).toBeUndefined();
    expect(botChallengeOf(403, { appId: ' ' })).toBeUndefined();
    expect(botChallengeOf(401, { appId: 'PXa' })).toBeUndefined();
    expect(botChallengeOf(403, 'blocked')).toBeUndefined();
    expect(botChallengeOf(403, null)).toBeUndefined();
  });
});

describe('raiseBotChallenge', () => {
  it('waits for the handler that claims the event', async () => {
    const target = new EventTarget();
    let request: BotChallengeRequest | undefined;
    target.addEventListener(botChallengeEventName, (event) => {
      event.preventDefault();
      request = (event as CustomEvent<BotChallengeRequest>).detail;
    });
    const answer = raiseBotChallenge({ appId: 'PXa' }, target);
    expect(request?.challenge).toEqual({ appId: 'PXa' });
    request?.settle(true);
    request?.settle(false); // only the first settles
    await expect(answer).resolves.toBe(true);
  });

  it('answers false at once when no handler claims it', async () => {
    await expect(raiseBotChallenge({ appId: 'PXa' }, new EventTarget())).resolves.toBe(false);
  });
});

describe('withBotChallenge (the call retried after the challenge)', () => {
  const challenged = { ok: false, code: 'AUT403', challenge: { appId: 'PXa' } } as const;
  const done = { ok: true, code: undefined } as const;

  it('retries once after a passed challenge', async () => {
    const call = vi
      .fn<() => Promise<{ ok: boolean; challenge?: { appId: string } }>>()
      .mockResolvedValueOnce(challenged)
      .mockResolvedValueOnce(done);
    const ask = vi.fn(async () => true);
    await expect(withBotChallenge(call, ask)).resolves.toBe(done);
    expect(ask).toHaveBeenCalledWith({ appId: 'PXa' });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('answers the failure when the challenge is declined, and asks nothing otherwise', async () => {
    const call = vi.fn(async () => challenged);
    await expect(withBotChallenge(call, async () => false)).resolves.toBe(challenged);
    expect(call).toHaveBeenCalledTimes(1);
    const ask = vi.fn(async () => true);
    await expect(withBotChallenge(async () => done, ask)).resolves.toBe(done);
    const plain = { ok: false, code: 'GEN500' };
    await expect(withBotChallenge(async () => plain, ask)).resolves.toBe(plain);
    expect(ask).not.toHaveBeenCalled();
  });
});
