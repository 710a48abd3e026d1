import {
  collectSegmentConditions,
  evaluateSegmentCondition,
  segmentConditionNames,
} from './segments';
import {
  guestSession,
  personalisationPageContext,
  type ShopperSession,
  userSegments,
} from './session';

const loyal: ShopperSession = { ...guestSession, loggedIn: true, loyaltyMember: true };
const member: ShopperSession = { ...guestSession, loggedIn: true };
const employee: ShopperSession = { ...member, employee: true, cartEmpty: false };
const ipa: ShopperSession = { ...member, ipaMember: true };
const wranx: ShopperSession = { ...member, wranxMember: true };
const athlete: ShopperSession = { ...member, athlete: true };

// [condition, a session where it holds, a session where it does not]
const cases: [string, ShopperSession, ShopperSession][] = [
  ['loggedOut', guestSession, member],
  ['loggedIn', member, guestSession],
  ['loyaltyMember', loyal, member],
  ['nonLoyaltyLoggedIn', member, loyal],
  ['employee', employee, member],
  ['nonEmployee', member, employee],
  ['cartEmpty', guestSession, employee],
  ['cartNotEmpty', employee, guestSession],
  ['ipaWranxMember', ipa, member],
  ['wranx', wranx, ipa],
  ['ipa', ipa, wranx],
  ['athlete', athlete, member],
];

describe('evaluateSegmentCondition (spec 3 §6)', () => {
  it('covers every condition', () => {
    expect(cases.map(([name]) => name)).toEqual(segmentConditionNames);
  });

  it.each(cases)('%s holds and its negation does not, and the reverse', (name, yes, no) => {
    expect(evaluateSegmentCondition(name, yes)).toBe(true);
    expect(evaluateSegmentCondition(name, no)).toBe(false);
    expect(evaluateSegmentCondition(`not:${name}`, yes)).toBe(false);
    expect(evaluateSegmentCondition(`not:${name}`, no)).toBe(true);
  });

  it('ipaWranxMember holds for Wranx members too; non-loyalty needs a login', () => {
    expect(evaluateSegmentCondition('ipaWranxMember', wranx)).toBe(true);
    expect(evaluateSegmentCondition('nonLoyaltyLoggedIn', guestSession)).toBe(false);
  });

  it('never holds for an unknown condition, negated or not', () => {
    expect(evaluateSegmentCondition('vip', loyal)).toBe(false);
    expect(evaluateSegmentCondition('not:vip', loyal)).toBe(false);
  });
});

describe('user segments and page context (spec 2 §9)', () => {
  it('joins page type and segments with a pipe in fixed order', () => {
    const all: ShopperSession = { ...loyal, wranxMember: true, ipaMember: true, athlete: true };
    expect(userSegments(all)).toEqual(['Loyalty', 'Wranx', 'Ipa', 'Athlete']);
    expect(personalisationPageContext('product', { ...loyal, athlete: true })).toBe(
      'product|Loyalty|Athlete',
    );
    expect(personalisationPageContext('home', guestSession)).toBe('home');
  });
});

describe('collectSegmentConditions', () => {
  it('collects the conditions of nested segmentations, negations by their condition', () => {
    const blocks = [
      { type: 'richText', id: 'a', fields: { html: '<p>x</p>' } },
      {
        type: 'experience',
        id: 'b',
        fields: {
          experienceId: 'e',
          baselines: [
            {
              type: 'segmentation',
              id: 'c',
              fields: {
                segments: [
                  { id: 'not:cartEmpty', targets: [] },
                  { id: 'loyaltyMember', targets: [] },
                  { id: 'unknown', targets: [] },
                  null,
                ],
                baselines: [],
              },
            },
          ],
        },
      },
    ];
    expect([...collectSegmentConditions(blocks)].sort()).toEqual(['cartEmpty', 'loyaltyMember']);
    expect(collectSegmentConditions(undefined).size).toBe(0);
  });
});
