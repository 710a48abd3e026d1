import { signRevalidation, verifyRevalidation } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { checkRevalidation } from './revalidation';

const secret = 'k'.repeat(48);
const now = Date.UTC(2026, 10, 27, 12);
const body = (value: object) => JSON.stringify(value);

describe('checkRevalidation (POST /api/revalidate)', () => {
  it('accepts the tags of a body signed with the secret, signed now', async () => {
    const signed = body({ tags: ['content:en-us:page:about', 'product:ALP1001M'], timestamp: now });
    const check = await checkRevalidation(
      secret,
      signed,
      await signRevalidation(secret, signed),
      now,
    );
    expect(check).toEqual({
      ok: true,
      request: { tags: ['content:en-us:page:about', 'product:ALP1001M'], timestamp: now },
    });
  });

  it('refuses a missing, malformed or wrong signature, or a changed body: 401 AUT401', async () => {
    const signed = body({ tags: ['catalog'], timestamp: now });
    const signature = await signRevalidation(secret, signed);
    const other = await signRevalidation('o'.repeat(48), signed);
    const changed = body({ tags: ['content'], timestamp: now });
    for (const [text, header] of [
      [signed, null],
      [signed, 'not-hex'],
      [signed, signature.slice(2)],
      [signed, other],
      [changed, signature],
    ] as const) {
      const check = await checkRevalidation(secret, text, header, now);
      expect(check).toMatchObject({ ok: false, status: 401, errorId: 'AUT401' });
    }
  });

  it('refuses a signed body that is not a revalidation, or is stale: 400 API400', async () => {
    const cases = [
      'not json',
      body({ tags: [], timestamp: now }),
      body({ tags: ['x'.repeat(257)], timestamp: now }),
      body({ tags: ['catalog'] }),
      body({ tags: ['catalog'], timestamp: now - 5 * 60 * 1000 - 1 }),
      body({ tags: ['catalog'], timestamp: now + 5 * 60 * 1000 + 1 }),
    ];
    for (const text of cases) {
      const check = await checkRevalidation(
        secret,
        text,
        await signRevalidation(secret, text),
        now,
      );
      expect(check).toMatchObject({ ok: false, status: 400, errorId: 'API400' });
    }
  });

  it('is off without a secret (503 API503) and never accepts a short secret', async () => {
    const signed = body({ tags: ['catalog'], timestamp: now });
    expect(await checkRevalidation(undefined, signed, 'ab', now)).toMatchObject({
      status: 503,
      errorId: 'API503',
    });
    const short = 'short';
    const check = await checkRevalidation(
      short,
      signed,
      await signRevalidation(short, signed),
      now,
    );
    expect(check).toMatchObject({ ok: false, status: 401 });
    expect(await verifyRevalidation(short, signed, await signRevalidation(short, signed))).toBe(
      false,
    );
  });
});
