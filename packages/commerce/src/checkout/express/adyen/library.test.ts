import { afterEach, describe, expect, it, vi } from 'vitest';
import { adyenAssetsOf } from './config';
import { loadAdyenLibrary } from './library.client';

const hash = (c: string) => `sha384-${c.repeat(64)}`;
const manifest = {
  package: '@adyen/adyen-web',
  version: '6.45.2',
  global: 'StorefrontAdyenWeb',
  script: { path: '/vendor/adyen-web/6.45.2/adyen.js', integrity: hash('A') },
  stylesheet: { path: '/vendor/adyen-web/6.45.2/adyen.css', integrity: hash('B') },
};

describe("the Adyen files' manifest (spec 3 §7 integrity values)", () => {
  it('keeps the version, the global and each file of this origin with its sha384 value', () => {
    expect(adyenAssetsOf(manifest)).toEqual({
      version: '6.45.2',
      global: 'StorefrontAdyenWeb',
      script: manifest.script,
      stylesheet: manifest.stylesheet,
    });
  });

  it.each([
    ['another origin', { script: { ...manifest.script, path: '//cdn.example.com/adyen.js' } }],
    ['an absolute URL', { script: { ...manifest.script, path: 'https://cdn.example.com/a.js' } }],
    [
      'a sha256 value',
      { stylesheet: { ...manifest.stylesheet, integrity: `sha256-${'A'.repeat(43)}=` } },
    ],
    ['no integrity', { stylesheet: { path: manifest.stylesheet.path } }],
    ['a global that is not a name', { global: 'window.x' }],
    ['no version', { version: undefined }],
  ])('refuses %s', (_, change) => {
    expect(adyenAssetsOf({ ...manifest, ...change })).toBeUndefined();
  });

  it('refuses what is not a manifest', () => {
    for (const value of [null, 'x', 1, [], {}]) expect(adyenAssetsOf(value)).toBeUndefined();
  });
});

/** A document whose head records what is added instead of fetching it (no network in tests). */
function recordingDocument() {
  const added: HTMLElement[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    added.push(node as unknown as HTMLElement);
    return node;
  });
  return added;
}

describe('loading the Adyen library with Subresource Integrity (spec 3 §7)', () => {
  const assets = adyenAssetsOf(manifest)!;
  const library = { AdyenCheckout: vi.fn(), ApplePay: vi.fn(), PayPal: vi.fn() };

  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).StorefrontAdyenWeb;
  });

  it('adds the stylesheet and the script with integrity and crossorigin, then answers the global', async () => {
    const added = recordingDocument();
    const loading = loadAdyenLibrary(assets);
    expect(added.map((e) => e.tagName)).toEqual(['LINK', 'SCRIPT']);
    const [link, script] = added as [HTMLLinkElement, HTMLScriptElement];
    expect(link.getAttribute('rel')).toBe('stylesheet');
    expect(link.getAttribute('href')).toBe('/vendor/adyen-web/6.45.2/adyen.css');
    expect(link.getAttribute('integrity')).toBe(hash('B'));
    expect(link.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.getAttribute('src')).toBe('/vendor/adyen-web/6.45.2/adyen.js');
    expect(script.getAttribute('integrity')).toBe(hash('A'));
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    expect(script.async).toBe(true);
    // Every button of the page shares the one load.
    expect(loadAdyenLibrary(assets)).toBe(loading);
    expect(added).toHaveLength(2);

    (window as unknown as Record<string, unknown>).StorefrontAdyenWeb = library;
    link.dispatchEvent(new Event('load'));
    script.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(library);
  });

  it('rejects when a file does not match its hash (the browser fires error), and may retry', async () => {
    const added = recordingDocument();
    const other = { ...assets, script: { ...assets.script, path: '/vendor/adyen-web/x/adyen.js' } };
    const loading = loadAdyenLibrary(other);
    const script = added.find((e) => e.tagName === 'SCRIPT')!;
    script.dispatchEvent(new Event('error'));
    await expect(loading).rejects.toThrow(/did not load/);
    // A later button tries again.
    expect(loadAdyenLibrary(other)).not.toBe(loading);
  });
});
