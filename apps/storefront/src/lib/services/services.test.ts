import { findLocale } from '@storefront/api-contract';
import { blockWords, guestSession, simulatedDecision } from '@storefront/blocks';
import { logEvent } from '../serverLog';
import {
  blocksNeedShopper,
  fetchDecisions,
  getBlockServicesData,
  guestServicesData,
  previewSession,
  type ServicesRequest,
  toServerServices,
} from './services';
import type { ShopperFacts } from './servicesSession';

vi.mock('server-only', () => ({}));

const experience = {
  type: 'experience',
  id: 'e',
  fields: { experienceId: 'home-hero-test', baselines: [] },
};

function request(overrides: Partial<ServicesRequest> = {}, cookies: Record<string, string> = {}) {
  const decide = vi.fn(async () => [simulatedDecision('home-hero-test', 'Sale')]);
  const shopper = vi.fn(async (): Promise<ShopperFacts> => ({ session: guestSession }));
  return {
    decide,
    shopper,
    input: {
      locale: findLocale('en-us')!,
      mode: 'production' as const,
      path: '/en-us',
      searchParams: {},
      cookie: (name: string) => cookies[name],
      blocks: [experience],
      decide,
      shopper,
      draft: false,
      ...overrides,
    },
  };
}

describe('getBlockServicesData', () => {
  it('asks decisions for the page experiences with the page context, outside EMEA', async () => {
    const { input, decide } = request({}, { 'mt.v': '5.99' });
    const data = await getBlockServicesData(input);
    expect(decide).toHaveBeenCalledWith(input.locale, {
      monetateId: '5.99',
      pageContext: 'home',
      path: '/en-us',
      experienceIds: ['home-hero-test'],
    });
    expect(data.personalisation.decisions).toHaveLength(1);
    expect(data.route).toEqual({ path: '/en-us', pageType: 'home' });
    expect(data.consent).toEqual({ categories: ['C0001'], region: 'NORA', preview: false });
  });

  it('sends the dummy IP from a pre-production host and the products by id type (spec 2 §9)', async () => {
    const { input, decide } = request(
      { host: 'preprod.shop.example', productIds: ['ALPGC0001', 'ABCD1234'] },
      { 'mt.v': '5.99' },
    );
    await getBlockServicesData(input);
    expect(decide).toHaveBeenCalledWith(
      input.locale,
      expect.objectContaining({
        ipAddress: '192.0.2.1',
        products: [
          { type: 'masterId', id: 'ALPGC0001' },
          { type: 'styleId', id: 'ABCD1234' },
        ],
      }),
    );
    const live = request({ host: 'shop.example' }, { 'mt.v': '5.99' });
    await getBlockServicesData(live.input);
    expect(live.decide).toHaveBeenCalledWith(
      input.locale,
      expect.not.objectContaining({ ipAddress: expect.anything() }),
    );
  });

  it('asks nothing in EMEA without C0004, and asks with it', async () => {
    const gb = findLocale('en-gb')!;
    const without = request({ locale: gb }, { 'mt.v': 'm', consent: 'C0002' });
    expect((await getBlockServicesData(without.input)).personalisation.decisions).toEqual([]);
    expect(without.decide).not.toHaveBeenCalled();
    const withConsent = request({ locale: gb }, { 'mt.v': 'm', consent: 'C0002,C0004' });
    await getBlockServicesData(withConsent.input);
    expect(withConsent.decide).toHaveBeenCalledTimes(1);
  });

  it('asks nothing without a shopper id or without experiences', async () => {
    const noId = request();
    await getBlockServicesData(noId.input);
    const noExperience = request({ blocks: [] }, { customerId: 'c' });
    await getBlockServicesData(noExperience.input);
    expect(noId.decide).not.toHaveBeenCalled();
    expect(noExperience.decide).not.toHaveBeenCalled();
  });

  it("reads the shopper only for a page that needs it, and decides with the customer's id", async () => {
    const segmentation = {
      type: 'segmentation',
      id: 's',
      fields: { segments: [{ id: 'loyaltyMember', targets: [] }], baselines: [] },
    };
    const none = request({ blocks: [] });
    await getBlockServicesData(none.input);
    expect(none.shopper).not.toHaveBeenCalled();

    const member = request({ blocks: [segmentation, experience] });
    member.shopper.mockResolvedValue({
      session: { ...guestSession, loggedIn: true, loyaltyMember: true },
      customerId: 'c-1',
    });
    const data = await getBlockServicesData(member.input);
    expect(member.shopper).toHaveBeenCalledWith(member.input.locale, {
      conditions: new Set(['loyaltyMember']),
      experiences: true,
    });
    expect(data.session).toMatchObject({ loggedIn: true, loyaltyMember: true });
    expect(data.session).not.toHaveProperty('customerId');
    expect(member.decide).toHaveBeenCalledWith(
      member.input.locale,
      expect.objectContaining({ customerId: 'c-1', pageContext: 'home|Loyalty' }),
    );
  });

  it('reads p13n_testcontext and, in preview only, forced segments', async () => {
    const { input } = request({
      mode: 'preview',
      draft: true,
      searchParams: {
        p13n_testcontext: 'home-hero-test:Members',
        segments: 'loggedIn,cartNotEmpty',
      },
    });
    const data = await getBlockServicesData(input);
    expect(data.personalisation.testContext).toEqual({ 'home-hero-test': 'Members' });
    expect(data.session).toMatchObject({ loggedIn: true, cartEmpty: false, employee: false });
    expect(previewSession('loggedIn', false).loggedIn).toBe(false);
    // As the preview tool's simulator has it: a member flag implies logged in, flags repeat.
    expect(previewSession(['loyaltyMember', 'cartNotEmpty'], true)).toMatchObject({
      loggedIn: true,
      loyaltyMember: true,
      cartEmpty: false,
    });
  });

  it('ignores p13n_testcontext and segments outside draft mode', async () => {
    const searchParams = { p13n_testcontext: 'home-hero-test:Members', segments: 'employee' };
    for (const mode of ['production', 'preview'] as const) {
      const data = await getBlockServicesData(request({ mode, searchParams }).input);
      expect(data.personalisation.testContext).toBeUndefined();
      expect(data.session).toMatchObject({ loggedIn: false, employee: false });
      expect(data.consent.preview).toBe(false);
    }
  });
});

describe('toServerServices', () => {
  it('gives the blocks the words of the page language on the server only', async () => {
    const data = await getBlockServicesData(
      request({ locale: findLocale('fr-ca')!, path: '/fr-ca' }).input,
    );
    expect(data).not.toHaveProperty('messages');
    const t = blockWords(toServerServices(data));
    expect(t('carousel.previous')).toBe('Diapositive précédente');
    expect(t('dialog.step', { step: 1, total: 2 })).toBe('Étape 1 sur 2');
    const en = await getBlockServicesData(request().input);
    expect(blockWords(toServerServices(en))('carousel.previous')).toBe('Previous slide');
  });

  it("logs the blocks through the server's logEvent; the client data holds no logger", async () => {
    const data = await getBlockServicesData(request().input);
    expect(data).not.toHaveProperty('log');
    const services = toServerServices(data);
    expect(services.log).toBe(logEvent);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      services.log({
        level: 'warn',
        event: 'block.invalid',
        fields: { type: 'hero', id: 'h1', issues: [{ path: 'fields.title', message: 'Required' }] },
      });
      expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toEqual({
        level: 'warn',
        event: 'block.invalid',
        type: 'hero',
        id: 'h1',
        issues: [{ path: 'fields.title', message: 'Required' }],
      });
    } finally {
      error.mockRestore();
    }
  });
});

describe('fetchDecisions', () => {
  it('sends nothing and logs when the user id fails the checks of spec 3 §5', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const decisions = await fetchDecisions(findLocale('en-us')!, {
        monetateId: '  ',
        pageContext: 'home',
        path: '/en-us',
        experienceIds: ['e'],
      });
      expect(decisions).toEqual([]);
      const lines = [...error.mock.calls, ...warn.mock.calls].map((call) => String(call[0]));
      expect(lines.some((line) => line.includes('personalisation.invalidInput'))).toBe(true);
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});

describe('blocksNeedShopper and guestServicesData', () => {
  const richText = { type: 'richText', id: 'r', fields: { html: '<p>Hi</p>' } };
  const segmentation = {
    type: 'segmentation',
    id: 's',
    fields: { segments: [{ id: 'loyaltyMember', targets: [] }], baselines: [richText] },
  };

  it('says a page with segments or an experience depends on the shopper, plain content not', () => {
    expect(blocksNeedShopper([])).toBe(false);
    expect(blocksNeedShopper([richText])).toBe(false);
    expect(blocksNeedShopper([richText, segmentation])).toBe(true);
    expect(blocksNeedShopper([experience])).toBe(true);
  });

  it('gives a guest with required consent only, the route of the path and no decisions', () => {
    const locale = findLocale('en-gb')!;
    const data = guestServicesData(locale, '/en-gb/about');
    expect(data.session).toEqual(guestSession);
    expect(data.consent).toEqual({ categories: ['C0001'], region: locale.region, preview: false });
    expect(data.route.path).toBe('/en-gb/about');
    expect(data.mode).toBe('production');
    expect(data.personalisation.decisions).toEqual([]);
    expect(data.locale).toEqual({ tag: 'en-GB', currency: locale.currency, path: 'en-gb' });
  });
});
