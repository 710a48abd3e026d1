import { consentCookieName, formatConsentCookie } from '@storefront/blocks/services';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentRequiredAttribute } from '../ConsentBanner/consentScript';
import { createVitalsReporter } from './webVitalsReporter.client';

const setConsent = (value: string | null) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the banner's cookie as it does
  document.cookie = value
    ? `${consentCookieName}=${encodeURIComponent(value)}; path=/`
    : `${consentCookieName}=; path=/; max-age=0`;
};

afterEach(() => {
  setConsent(null);
  document.documentElement.removeAttribute(consentRequiredAttribute);
});

describe('web vitals reporter: consent gate (spec 3 §9 C0002)', () => {
  it('sends nothing before analytics consent where it is required, then every metric once', () => {
    document.documentElement.setAttribute(consentRequiredAttribute, '');
    const send = vi.fn();
    const reporter = createVitalsReporter({ page: '/en-gb', send });
    reporter.record({ name: 'LCP', value: 1800 });
    reporter.record({ name: 'CLS', value: 0.02 });
    reporter.record({ name: 'INP', value: Number.NaN });
    expect(reporter.flush()).toBe(false);
    setConsent(formatConsentCookie(['C0001', 'C0003']));
    expect(reporter.flush()).toBe(false);
    expect(send).not.toHaveBeenCalled();

    setConsent(formatConsentCookie(['C0001', 'C0002']));
    reporter.record({ name: 'LCP', value: 2100 });
    expect(reporter.flush()).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith({
      page: '/en-gb',
      metrics: { LCP: 2100, CLS: 0.02 },
    });
    expect(reporter.flush()).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends without a consent answer where the site asks for none', () => {
    const send = vi.fn();
    const reporter = createVitalsReporter({ page: '/en-us/about', send });
    reporter.record({ name: 'TTFB', value: 120 });
    expect(reporter.flush()).toBe(true);
    expect(send).toHaveBeenCalledWith({ page: '/en-us/about', metrics: { TTFB: 120 } });
  });
});
