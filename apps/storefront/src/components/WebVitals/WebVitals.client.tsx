'use client';
import { useEffect } from 'react';

/**
 * Field measurements of the page (spec 1 §7 performance beacon): loads the `web-vitals`
 * reporter once the page has loaded and the browser is idle, so it is never part of the first
 * load's critical path; the reporter sends only with analytics consent. Renders nothing.
 */
export function WebVitals() {
  useEffect(() => {
    const start = () => {
      const run = () => void import('./startWebVitals.client').then((m) => m.startWebVitals());
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
      else setTimeout(run, 1);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);
  return null;
}
