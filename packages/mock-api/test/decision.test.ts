import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { assignVariant, fnv1a } from '../src/decisions/assign';
import { readSeedExperiences, seedExperiencesIfEmpty } from '../src/decisions/repository';
import { contractHeaders, startTestServer } from './helpers';

let app: FastifyInstance;
let handle: DatabaseHandle;

beforeAll(async () => {
  ({ app, handle } = await startTestServer());
  await seedExperiencesIfEmpty(handle.db);
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

function decide(brand: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/engine/v1/decide/${brand}?locale=en-US`,
    headers: contractHeaders,
    payload: body as Record<string, unknown>,
  });
}

describe('assignVariant', () => {
  const variants = [
    { variantId: 'a', label: 'A', weight: 1, items: [] },
    { variantId: 'b', label: 'B', weight: 3, items: [] },
  ];
  it('is deterministic per shopper and experience', () => {
    expect(fnv1a('abc')).toBe(0x1a47e90b);
    const first = assignVariant('c-1', 'exp', variants);
    for (let i = 0; i < 5; i++) expect(assignVariant('c-1', 'exp', variants)).toBe(first);
  });
  it('spreads shoppers in proportion to the weights', () => {
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 4000; i++) {
      const variant = assignVariant(`customer-${i}`, 'exp', variants);
      counts[variant?.variantId as 'a' | 'b']++;
    }
    expect(counts.b / 4000).toBeGreaterThan(0.7);
    expect(counts.b / 4000).toBeLessThan(0.8);
  });
  it('returns undefined without a variant of positive weight', () => {
    expect(assignVariant('c', 'e', [])).toBeUndefined();
  });
});

describe('POST /api/engine/v1/decide/{brand}', () => {
  it('returns a decision per experience of the brand with the spec 3 §3 fields', async () => {
    const res = await decide('alpine', { customerId: 'c-42', channel: 'ECOMM', events: [] });
    expect(res.statusCode, res.body).toBe(200);
    const { decisions } = res.json();
    expect(decisions.map((d: { experience_id: string }) => d.experience_id)).toEqual([
      'home-hero-test',
      'showcase-experience',
      'home-story-test',
    ]);
    expect(Object.keys(decisions[0]).sort()).toEqual(
      [
        'actionId',
        'component',
        'experience_id',
        'experience_label',
        'experience_name',
        'items',
        'variant_label',
      ].sort(),
    );
    expect(decisions[0]).toMatchObject({
      experience_name: 'Home hero test',
      experience_label: 'home-hero',
      actionId: 'alpine-action-1001',
      component: 'experience',
    });
  });

  it('gives the same variants to the same customer and uses monetateId without customerId', async () => {
    const body = { customerId: 'c-7', channel: 'ECOMM', events: [] };
    const a = (await decide('alpine', body)).json();
    const b = (await decide('alpine', body)).json();
    expect(a).toEqual(b);
    const anonymous = await decide('alpine', { monetateId: '5.123', channel: 'MAPP' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json().decisions).toHaveLength(3);
  });

  it('assigns different customers to different variants', async () => {
    const labels = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const res = await decide('alpine', { customerId: `spread-${i}`, channel: 'ECOMM' });
      labels.add(res.json().decisions[0].variant_label);
    }
    expect([...labels].sort()).toEqual(['Baseline', 'Members', 'Sale']);
  });

  it('decides only the experiences named by a decision request event', async () => {
    const res = await decide('alpine', {
      customerId: 'c-1',
      channel: 'ECOMM',
      events: [
        { eventType: 'monetate:context:PageView', pageType: 'home|Loyalty' },
        { eventType: 'monetate:decision:DecisionRequest', experienceIds: ['showcase-experience'] },
      ],
    });
    expect(res.json().decisions.map((d: { experience_id: string }) => d.experience_id)).toEqual([
      'showcase-experience',
    ]);
  });

  it('answers an empty list for a brand without experiences', async () => {
    const res = await decide('unknown', { customerId: 'c', channel: 'ECOMM' });
    expect(res.json()).toEqual({ decisions: [] });
  });

  it.each([
    [{ channel: 'ECOMM' }, 'customerId'],
    [{ customerId: '', channel: 'ECOMM' }, 'customerId'],
    [{ customerId: 'c', channel: 'WEB' }, 'channel'],
    [{ customerId: 'c', channel: 'ECOMM', events: {} }, 'events'],
    [{ customerId: 'c', channel: 'ECOMM', events: [{ type: 'x' }] }, 'events.0.eventType'],
  ])('rejects %j with API400 naming %s', async (body, field) => {
    const res = await decide('alpine', body);
    expect(res.statusCode).toBe(400);
    const envelope = res.json();
    expect(envelope.errorDetails[0].errorId).toBe('API400');
    expect(envelope.errorDetails[0].message).toContain(field);
  });

  it('needs the contract headers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/engine/v1/decide/alpine?locale=en-US',
      payload: { customerId: 'c', channel: 'ECOMM' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('seed experiences', () => {
  it('are valid, with unique ids across brands, and seed only once', async () => {
    const experiences = await readSeedExperiences();
    expect(new Set(experiences.map((e) => e.id)).size).toBe(experiences.length);
    expect(await seedExperiencesIfEmpty(handle.db)).toBe(0);
  });
});
