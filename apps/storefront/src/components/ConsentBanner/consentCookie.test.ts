import { consentRequiredAttribute } from '@storefront/blocks/services';
import { analyticsAllowed, readConsent, writeConsent } from './consentCookie.client';

describe('the consent cookie in the browser (spec 3 §9 "Consent")', () => {
  afterEach(() => {
    document.documentElement.removeAttribute(consentRequiredAttribute);
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie it wrote
    document.cookie = 'consent=; Max-Age=0; Path=/';
    window.localStorage.clear();
  });

  it('sends analytics where consent is not asked, else only with C0002', () => {
    expect(analyticsAllowed()).toBe(true);
    document.documentElement.setAttribute(consentRequiredAttribute, '');
    expect(analyticsAllowed()).toBe(false);
    writeConsent(['C0002']);
    expect(analyticsAllowed()).toBe(true);
    expect(readConsent()).toEqual(['C0001', 'C0002']);
    writeConsent([]);
    expect(analyticsAllowed()).toBe(false);
  });

  it('forgets the functional memories when C0003 is refused, keeps them when accepted', () => {
    window.localStorage.setItem('benefitBarClosed', 'true');
    window.localStorage.setItem('popupDismissals', '["newsletter"]');
    window.localStorage.setItem('other', 'kept');
    writeConsent(['C0003']);
    expect(window.localStorage.getItem('benefitBarClosed')).toBe('true');
    writeConsent(['C0002', 'C0004']);
    expect(window.localStorage.getItem('benefitBarClosed')).toBeNull();
    expect(window.localStorage.getItem('popupDismissals')).toBeNull();
    expect(window.localStorage.getItem('other')).toBe('kept');
  });
});
