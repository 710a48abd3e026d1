import { hasTargetingConsent, parseConsentCookie } from './consent';

describe('hasTargetingConsent (spec 3 §4, §9)', () => {
  it('needs C0004 in EMEA', () => {
    expect(
      hasTargetingConsent({ categories: ['C0001', 'C0002'], region: 'EMEA', preview: false }),
    ).toBe(false);
    expect(
      hasTargetingConsent({ categories: ['C0001', 'C0004'], region: 'EMEA', preview: false }),
    ).toBe(true);
  });
  it('assumes consent outside EMEA and in preview', () => {
    expect(hasTargetingConsent({ categories: [], region: 'NORA', preview: false })).toBe(true);
    expect(hasTargetingConsent({ categories: [], region: 'emea', preview: true })).toBe(true);
    expect(hasTargetingConsent({ categories: [], region: 'emea', preview: false })).toBe(false);
  });
});

describe('parseConsentCookie', () => {
  it('reads ids separated by commas or pipes, always with C0001', () => {
    expect(parseConsentCookie('C0004,c0002')).toEqual(['C0001', 'C0002', 'C0004']);
    expect(parseConsentCookie('C0003|C0004')).toEqual(['C0001', 'C0003', 'C0004']);
  });
  it('honours :0 flags and ignores unknown ids', () => {
    expect(parseConsentCookie('C0001:1,C0002:0,C0004:1,C0009')).toEqual(['C0001', 'C0004']);
  });
  it('gives C0001 only without a cookie', () => {
    expect(parseConsentCookie(undefined)).toEqual(['C0001']);
    expect(parseConsentCookie('')).toEqual(['C0001']);
  });
});
