'use client';

import type { AdyenCheckout, ApplePay, PayPal } from '@adyen/adyen-web';
import type { AdyenAssets } from './config';

/** What the provider uses of `@adyen/adyen-web` (the global of the shop's own build of it). */
export interface AdyenLibrary {
  AdyenCheckout: typeof AdyenCheckout;
  ApplePay: typeof ApplePay;
  PayPal: typeof PayPal;
}

/** One load per script path: every button of the page shares it; a failed one may be retried. */
const loads = new Map<string, Promise<AdyenLibrary>>();

/**
 * Adds `element` to the head unless one with the same address is there, and resolves when it
 * has loaded. The `integrity` and `crossorigin` are set before it is added, so the browser
 * checks the bytes before it runs or applies them (a mismatch fires `error`).
 */
function attach(
  doc: Document,
  selector: string,
  make: () => HTMLScriptElement | HTMLLinkElement,
): Promise<void> {
  const present = doc.head.querySelector(selector);
  if (present?.getAttribute('data-loaded') === 'true') return Promise.resolve();
  const element = (present as HTMLScriptElement | HTMLLinkElement | null) ?? make();
  const done = new Promise<void>((resolve, reject) => {
    element.addEventListener(
      'load',
      () => {
        element.setAttribute('data-loaded', 'true');
        resolve();
      },
      { once: true },
    );
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new Error(`Adyen library: ${selector} did not load (integrity or network)`));
      },
      { once: true },
    );
  });
  if (!present) doc.head.appendChild(element);
  return done;
}

/**
 * Loads `@adyen/adyen-web` and its stylesheet from the shop's own origin with Subresource
 * Integrity (spec 3 §7 "A payment provider script and a stylesheet are loaded with integrity
 * values"): a `<link rel="stylesheet">` and a `<script async>`, each with the manifest's
 * `sha384-` `integrity` and `crossorigin="anonymous"`, added to the head once per page. Under
 * the page's CSP the script is allowed by `'strict-dynamic'` (added by this trusted module).
 * @param assets the manifest's paths and hashes (`AdyenClientConfig.assets`)
 * @returns the library's global; rejects when a file does not load or does not match its hash
 */
export function loadAdyenLibrary(
  assets: AdyenAssets,
  doc: Document = document,
): Promise<AdyenLibrary> {
  const key = assets.script.path;
  const running = loads.get(key);
  if (running) return running;
  const load = Promise.all([
    attach(doc, `link[rel="stylesheet"][href="${assets.stylesheet.path}"]`, () => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.setAttribute('integrity', assets.stylesheet.integrity);
      link.setAttribute('crossorigin', 'anonymous');
      link.href = assets.stylesheet.path;
      return link;
    }),
    attach(doc, `script[src="${assets.script.path}"]`, () => {
      const script = doc.createElement('script');
      script.async = true;
      script.setAttribute('integrity', assets.script.integrity);
      script.setAttribute('crossorigin', 'anonymous');
      script.src = assets.script.path;
      return script;
    }),
  ]).then(() => {
    const library = (doc.defaultView as unknown as Record<string, AdyenLibrary | undefined>)?.[
      assets.global
    ];
    if (!library?.AdyenCheckout) throw new Error(`Adyen library: no ${assets.global} global`);
    return library;
  });
  loads.set(key, load);
  load.catch(() => loads.delete(key));
  return load;
}
