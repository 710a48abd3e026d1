'use client';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { createVitalsReporter } from './webVitalsReporter.client';

/** Set on `<html>` once this document's measurements run. */
export const webVitalsAttribute = 'data-web-vitals';

let started = false;

/**
 * Starts measuring this document's Core Web Vitals with the `web-vitals` package (buffered
 * entries, so starting after the page is interactive still sees its LCP, FCP, TTFB and
 * layout shifts) and sends them when the page is hidden or left, with consent only (see
 * `createVitalsReporter`). Once per document; the page is the path it was loaded for.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  const reporter = createVitalsReporter({ page: window.location.pathname });
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on((metric) => reporter.record(metric));
  const flush = () => void reporter.flush();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
  // Lets a tag manager or a test know the page is measured.
  document.documentElement.setAttribute(webVitalsAttribute, '');
}
