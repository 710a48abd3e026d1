'use client';
import { useEffect } from 'react';

/**
 * How long after the page's `load` the reporter loads (ms): like the pop-up after its delay, it
 * is then never part of the first load (the first-load JS budgets count every script until the
 * network is idle). The metrics it reports are buffered by the browser, so loading late loses
 * none of the page's LCP, FCP, TTFB and layout shifts.
 */
export const webVitalsDelayMs = 3000;

/**
 * Field measurements of the page (spec 1 §7 performance beacon): loads the `web-vitals`
 * reporter {@link webVitalsDelayMs} after the page has loaded, when the browser is idle, so it
 * is never in the first load's critical path; the reporter sends only with analytics consent.
 * Renders nothing.
 */
export function WebVitals() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => void import('./startWebVitals.client').then((m) => m.startWebVitals());
    const start = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
        else run();
      }, webVitalsDelayMs);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      clearTimeout(timer);
    };
  }, []);
  return null;
}
