import { collectExperimentEvents } from './experimentEvents';

vi.mock('server-only', () => ({}));

const batch = (events: unknown[], locale = 'en-gb') => ({ locale, events });
const click = { key: 'homeStoryClick', tags: { experienceId: 'x', revenue: '12' }, timestamp: 5 };

function context(cookies: Record<string, string>) {
  const send = vi.fn(async (_locale: unknown, events: unknown[]) => events.length);
  return { send, cookie: (name: string) => cookies[name] };
}

describe('collectExperimentEvents (spec 3 §9 "Experiment delivery")', () => {
  it('relays the batch with the shopper id from the cookies, customer id first', async () => {
    const ctx = context({ consent: 'C0002,C0004', 'mt.v': '2.abc', customerId: 'c-9' });
    const answer = await collectExperimentEvents(batch([click, { ...click, key: 'other' }]), ctx);
    expect(answer).toEqual({ status: 202, body: { accepted: 2 } });
    const [locale, events] = ctx.send.mock.calls[0] ?? [];
    expect(locale).toMatchObject({ path: 'en-gb' });
    expect(events).toEqual([
      { key: 'homeStoryClick', userId: 'c-9', tags: click.tags, revenue: 12, timestamp: 5 },
      { key: 'other', userId: 'c-9', tags: click.tags, revenue: 12, timestamp: 5 },
    ]);
    const anonymous = context({ 'mt.v': '2.abc' });
    await collectExperimentEvents(batch([click], 'en-us'), anonymous);
    expect(anonymous.send.mock.calls[0]?.[1]).toMatchObject([{ userId: '2.abc' }]);
  });

  it('drops without targeting and analytics consent where it is asked, or without an id', async () => {
    for (const consent of ['C0002', 'C0004', '']) {
      const ctx = context({ consent, 'mt.v': '2.abc' });
      expect(await collectExperimentEvents(batch([click]), ctx)).toEqual({
        status: 202,
        body: { accepted: 0, dropped: 'consent' },
      });
      expect(ctx.send).not.toHaveBeenCalled();
    }
    const noId = context({});
    expect((await collectExperimentEvents(batch([click], 'en-us'), noId)).body).toEqual({
      accepted: 0,
      dropped: 'noShopper',
    });
  });

  it('answers 400 for a bad batch and 502 when the collector fails', async () => {
    const ctx = context({ 'mt.v': '2.abc' });
    for (const input of [null, batch([]), batch([click], 'xx-yy'), batch(Array(11).fill(click))]) {
      expect((await collectExperimentEvents(input, ctx)).status).toBe(400);
    }
    expect(ctx.send).not.toHaveBeenCalled();
    const failing = {
      cookie: ctx.cookie,
      send: vi.fn(async () => {
        throw new Error('down');
      }),
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await collectExperimentEvents(batch([click], 'en-us'), failing)).status).toBe(502);
  });
});
