import { ApiError } from '../api/client';
import { errorEnvelope, recordingClient } from '../api/recordingClient';
import { createDecisionService, decisionRequestEvent, pageViewEvent } from './decisionService';

const decision = {
  experience_id: 'home-hero-test',
  experience_name: 'Home hero test',
  experience_label: 'home-hero',
  variant_label: 'Sale',
  actionId: 'a-1',
  component: 'experience',
  items: [],
};

function setup(answer: unknown = { decisions: [decision] }, status = 200) {
  const { client, calls } = recordingClient(answer, status);
  return { service: createDecisionService(client, { brand: 'alpine' }), calls };
}

describe('createDecisionService', () => {
  it('POSTs customerId, channel, events and monetateId to /api/engine/v1/decide/{brand}', async () => {
    const { service, calls } = setup();
    const events = [
      pageViewEvent('home|Loyalty', '/en-us'),
      decisionRequestEvent(['home-hero-test']),
    ];
    await expect(service.decide({ customerId: 'c-1', monetateId: '5.1', events })).resolves.toEqual(
      [decision],
    );
    expect(calls[0]?.url.pathname).toBe('/api/engine/v1/decide/alpine');
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      customerId: 'c-1',
      monetateId: '5.1',
      channel: 'ECOMM',
      events: [
        { eventType: 'monetate:context:PageView', pageType: 'home|Loyalty', url: '/en-us' },
        { eventType: 'monetate:decision:DecisionRequest', experienceIds: ['home-hero-test'] },
      ],
    });
  });

  it('refuses without a non-empty shopper id, sending nothing', async () => {
    const { service, calls } = setup();
    await expect(service.decide({ customerId: ' ' })).rejects.toMatchObject({ errorId: 'API400' });
    await expect(
      service.decide({ monetateId: 'm', events: [{ eventType: '' }] }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(0);
  });

  it('raises GEN500 for an answer that is not a list of decisions', async () => {
    const { service } = setup({ decisions: [{ experience_id: 1 }] });
    await expect(service.decide({ monetateId: 'm' })).rejects.toMatchObject({ errorId: 'GEN500' });
  });

  it('passes the API error through', async () => {
    const { service } = setup(errorEnvelope('API400', 'bad'), 400);
    await expect(service.decide({ customerId: 'c' })).rejects.toMatchObject({
      status: 400,
      errorId: 'API400',
    });
  });

  it('POSTs a batch of experiment events to /api/engine/v1/events/{brand} (spec 3 §9)', async () => {
    const { service, calls } = setup({ accepted: 1 }, 202);
    const event = { key: 'homeStoryClick', userId: '2.1', tags: {}, timestamp: 1 };
    await expect(service.sendEvents([event])).resolves.toBe(1);
    expect(calls[0]?.url.pathname).toBe('/api/engine/v1/events/alpine');
    expect(calls[0]?.body).toEqual({ events: [event] });
    await expect(service.sendEvents([])).rejects.toMatchObject({ errorId: 'API400' });
    await expect(
      service.sendEvents(Array.from({ length: 11 }, () => event)),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });
});
