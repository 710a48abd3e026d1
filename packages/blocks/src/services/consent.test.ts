import {
  browserHasConsent,
  consentCookieName,
  consentRequiredAttribute,
  formatConsentCookie,
  functionalStorage,
  hasAnalyticsConsent,
  hasConsent,
  hasTargetingConsent,
  parseConsentCookie,
  readCookie,
} from './consent';

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

describe('consent per category (spec 3 §9)', () => {
  const emea = (categories: string) => ({
    categories: parseConsentCookie(categories),
    region: 'EMEA',
    preview: false,
  });
  it('sends analytics only with C0002 in EMEA; C0001 always holds', () => {
    expect(hasAnalyticsConsent(emea('C0004'))).toBe(false);
    expect(hasAnalyticsConsent(emea('C0001:1,C0002:1'))).toBe(true);
    expect(hasAnalyticsConsent({ ...emea(''), region: 'NORA' })).toBe(true);
    expect(hasAnalyticsConsent({ ...emea(''), preview: true })).toBe(true);
    expect(hasConsent(emea(''), 'C0001')).toBe(true);
    expect(hasConsent(emea('C0003:0'), 'C0003')).toBe(false);
  });
  it('writes every category and reads it back', () => {
    const value = formatConsentCookie(['C0004']);
    expect(value).toBe('C0001:1,C0002:0,C0003:0,C0004:1');
    expect(parseConsentCookie(value)).toEqual(['C0001', 'C0004']);
    expect(readCookie(`a=1; consent=${encodeURIComponent(value)}; b=2`, 'consent')).toBe(value);
    expect(readCookie('a=1', 'consent')).toBeUndefined();
  });
});

describe('browserHasConsent and functionalStorage (spec 3 §9)', () => {
  const clearCookie = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie as a host does
    document.cookie = `${consentCookieName}=; Max-Age=0; Path=/`;
  };
  afterEach(() => {
    document.documentElement.removeAttribute(consentRequiredAttribute);
    clearCookie();
  });

  it('assumes consent where <html> does not ask for it', () => {
    expect(browserHasConsent('C0003')).toBe(true);
    expect(functionalStorage()).toBe(window.localStorage);
  });

  it('where consent is asked, follows the cookie at each call', () => {
    document.documentElement.setAttribute(consentRequiredAttribute, '');
    expect(browserHasConsent('C0001')).toBe(true);
    expect(browserHasConsent('C0002')).toBe(false);
    expect(functionalStorage()).toBeUndefined();
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the consent cookie as a host does
    document.cookie = `${consentCookieName}=${encodeURIComponent(formatConsentCookie(['C0003']))}; Path=/`;
    expect(browserHasConsent('C0002')).toBe(false);
    expect(functionalStorage()).toBe(window.localStorage);
  });
});
