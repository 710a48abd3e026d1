import { ApiError } from '@storefront/commerce';
import { describe, expect, it } from 'vitest';
import { relayedRefusal, routeError } from './routeErrors';

describe('route errors (spec 1 §3 error envelope)', () => {
  it('answers a code in the error envelope, not cached', async () => {
    const response = routeError(401, 'AUT401', 'Missing or wrong signature');
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toMatchObject({
      appId: 'storefront',
      correlationId: expect.any(String),
      errorDetails: [{ errorId: 'AUT401', message: 'Missing or wrong signature' }],
    });
  });

  it('relays the API’s own 4xx refusal, nothing else', async () => {
    const refused = relayedRefusal(
      new ApiError({ status: 429, errorId: 'API429', message: 'Too many' }),
    );
    expect(refused?.status).toBe(429);
    expect((await refused?.json())?.errorDetails[0].errorId).toBe('API429');
    expect(
      relayedRefusal(new ApiError({ status: 503, errorId: 'GEN500', message: 'Down' })),
    ).toBeUndefined();
    expect(relayedRefusal(new Error('offline'))).toBeUndefined();
  });
});
