import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authPaths, consumerPaths } from '@storefront/api-contract';
import { describe, expect, it } from 'vitest';
import { seedConsumersIfEmpty } from '../src/consumers/seed';
import { buildServer } from '../src/server';
import { getAs, post, registeredToken, withCaptcha } from './authHelpers';
import { openTestDatabase, testNow } from './helpers';

async function start(dataDir: string) {
  const handle = await openTestDatabase(dataDir);
  await handle.migrate();
  const seeded = await seedConsumersIfEmpty(handle.db);
  const app = await buildServer({ db: handle.db, now: () => testNow });
  return { handle, app, seeded };
}

describe('restart', () => {
  it('keeps consumers, tokens and addresses in a PGlite folder', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'consumer-restart-'));
    try {
      const first = await start(dir);
      expect(first.seeded).toBe(8);
      const signUp = await post(
        first.app,
        authPaths.signUp,
        await withCaptcha(first.app, 'register', {
          login: 'persist@example.com',
          password: 'Persist123',
          profile: { firstName: 'Pat' },
        }),
      );
      expect(signUp.statusCode).toBe(201);
      const session = await registeredToken(first.app, 'persist@example.com', 'Persist123');
      await post(
        first.app,
        consumerPaths.address,
        {
          approachType: 'S',
          addressLine1: '1 Restart Rd',
          city: 'Denver',
          postalCode: '80202',
          countryCode: 'US',
        },
        session.accessToken,
      );
      await first.app.close();
      await first.handle.close();

      const second = await start(dir);
      expect(second.seeded).toBe(0);
      const profile = await getAs(second.app, consumerPaths.consumer, session.accessToken);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({
        consumerId: session.consumerId,
        consumerDetails: {
          firstName: 'Pat',
          address: [{ addressLine1: '1 Restart Rd', main: true }],
        },
      });
      const refreshed = await post(second.app, authPaths.token, {
        type: 'Registered',
        refreshToken: session.refreshToken,
      });
      expect(refreshed.statusCode).toBe(200);
      await registeredToken(second.app, 'persist@example.com', 'Persist123');
      await second.app.close();
      await second.handle.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
