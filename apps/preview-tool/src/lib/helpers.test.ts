import { blockWords } from '@storefront/blocks/services';
import { describe, expect, it } from 'vitest';
import { collectExperiences } from './experiences';
import { lineAndColumn, parseEditedJson } from './jsonEdit';
import { previewLog } from './log';
import { readShowcaseQuery } from './query';
import { conditionStates, readSegmentFlags, sessionFromFlags } from './segments';
import { previewSimulation, simulatedServices } from './simulation';
import { storefrontPreviewUrl } from './storefront';

describe('parseEditedJson', () => {
  it('returns the value of valid JSON', () => {
    expect(parseEditedJson('{"a": [1]}')).toEqual({ ok: true, value: { a: [1] } });
  });

  it('gives the line and column of a syntax error', () => {
    const result = parseEditedJson('{\n  "a": 1,\n  "b": }\n');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.line).toBe(3);
  });

  it('points at the end for unfinished JSON', () => {
    const result = parseEditedJson('{\n  "a": [1,');
    expect(result).toMatchObject({ ok: false, line: 2 });
  });

  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });
});

describe('segments', () => {
  it('every condition of spec 3 §6 is evaluated for the simulated session', () => {
    const guest = conditionStates(sessionFromFlags([]));
    expect(guest).toHaveLength(12);
    const holds = (flags: Parameters<typeof sessionFromFlags>[0]) =>
      conditionStates(sessionFromFlags(flags))
        .filter((c) => c.holds)
        .map((c) => c.name);
    expect(holds([])).toEqual(['loggedOut', 'nonEmployee', 'cartEmpty']);
    expect(holds(readSegmentFlags('loyaltyMember,wranxMember,cartNotEmpty'))).toEqual([
      'loggedIn',
      'loyaltyMember',
      'nonEmployee',
      'cartNotEmpty',
      'ipaWranxMember',
      'wranx',
    ]);
  });
});

describe('collectExperiences', () => {
  it('finds experiences at any depth, once each, with named variants', () => {
    const experience = (id: string, variants: unknown[]) => ({
      type: 'experience',
      id: `block-${id}`,
      fields: { experienceId: id, variants },
    });
    const documents = [
      {
        slots: {
          main: [
            experience('outer', [
              { name: 'A', variantId: 'va', targets: [experience('inner', [{ name: 'B' }])] },
            ]),
          ],
        },
      },
      { slots: { main: [experience('outer', [{ name: 'C', variantId: 'vc' }])] } },
    ];
    expect(collectExperiences(documents)).toEqual([
      {
        experienceId: 'outer',
        variants: [
          { name: 'A', variantId: 'va' },
          { name: 'C', variantId: 'vc' },
        ],
      },
      { experienceId: 'inner', variants: [] },
    ]);
  });
});

describe('previewSimulation', () => {
  it('is preview mode (consent assumed) with the forced session and variants', () => {
    const query = readShowcaseQuery({
      locale: 'en-gb',
      segments: 'employee',
      p13n_testcontext: 'e:v',
    });
    const { options, locale } = previewSimulation(query, '/en-gb/about');
    expect(options).toMatchObject({
      mode: 'preview',
      region: 'EMEA',
      testContext: { e: 'v' },
      path: '/en-gb/about',
      session: { loggedIn: true, employee: true, cartEmpty: true },
    });
    expect(locale).toEqual({ tag: 'en-GB', currency: 'GBP', path: 'en-gb' });
  });

  it('gives the blocks the storefront’s words of the locale’s language', () => {
    const french = simulatedServices(
      previewSimulation(readShowcaseQuery({ locale: 'fr-ca' }), '/fr-ca'),
    );
    expect(blockWords(french)('carousel.previous')).toBe('Diapositive précédente');
    const english = simulatedServices(previewSimulation(readShowcaseQuery({}), '/en-us'));
    expect(english.messages).toBeUndefined();
    expect(blockWords(english)('carousel.previous')).toBe('Previous slide');
  });

  it("logs the blocks through the tool's one logger", () => {
    const services = simulatedServices(previewSimulation(readShowcaseQuery({}), '/en-us'));
    expect(services.log).toBe(previewLog);
  });
});

describe('storefrontPreviewUrl', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  const secret = 'editors-secret-of-the-storefront-draft-mode';
  const target = (url: string) => ({ url, secret });
  /** The draft entry's secret and the page it opens. */
  const opened = (href: string | undefined) => {
    const entry = new URL(href ?? '');
    const page = new URL(entry.searchParams.get('path') ?? '', entry.origin);
    return { entry, page };
  };

  it('opens a page through the storefront draft route with the view’s moment and forcing', () => {
    const query = readShowcaseQuery({
      locale: 'fr-ca',
      previewDateTime: '2030-01-02T09:00',
      p13n_testcontext: 'e:v',
      segments: 'loggedIn',
    });
    const { entry, page } = opened(
      storefrontPreviewUrl(
        { docType: 'page', slug: 'about' },
        query,
        target('http://shop.test/'),
        now,
      ),
    );
    expect(entry.origin + entry.pathname).toBe('http://shop.test/api/draft');
    expect(entry.searchParams.get('secret')).toBe(secret);
    expect(page.pathname).toBe('/fr-ca/about');
    expect(Object.fromEntries(page.searchParams)).toEqual({
      preview: 'true',
      previewDateTime: '2030-01-02T09:00:00.000Z',
      localePath: 'fr-ca',
      siteId: 'ca',
      p13n_testcontext: 'e:v',
      segments: 'loggedIn',
    });
  });

  it('links home and site-wide documents to the locale root, and no link for showcases', () => {
    const query = readShowcaseQuery({});
    expect(
      opened(
        storefrontPreviewUrl({ docType: 'page', slug: 'home' }, query, target('http://s'), now),
      ).entry.searchParams.get('path'),
    ).toBe(
      '/en-us?preview=true&previewDateTime=2026-11-21T08%3A00%3A00.000Z&localePath=en-us&siteId=us',
    );
    expect(
      opened(
        storefrontPreviewUrl({ docType: 'menu', slug: 'menu' }, query, target('http://s'), now),
      ).page.pathname,
    ).toBe('/en-us');
    expect(
      storefrontPreviewUrl({ docType: 'heroBanner', slug: 'x' }, query, target('http://s'), now),
    ).toBeUndefined();
  });
});
