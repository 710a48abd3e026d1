import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExpressSettings } from '@storefront/commerce';
import { describe, expect, it, vi } from 'vitest';
import { readAdyenAssets, withAdyenAssets } from './adyenAssets';

vi.mock('server-only', () => ({}));

const integrity = (c: string) => `sha384-${c.repeat(64)}`;
const manifest = {
  version: '6.45.2',
  global: 'StorefrontAdyenWeb',
  script: { path: '/vendor/adyen-web/6.45.2/adyen.js', integrity: integrity('A') },
  stylesheet: { path: '/vendor/adyen-web/6.45.2/adyen.css', integrity: integrity('B') },
};
const adyen = {
  clientKey: 'test_KEY',
  environment: 'test' as const,
  merchantAccount: 'AlpineECOM',
};

describe("the Adyen files' manifest on the server (spec 3 §7)", () => {
  it('reads the manifest the build wrote', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'adyen-assets-'));
    const file = path.join(dir, 'manifest.json');
    writeFileSync(file, JSON.stringify(manifest));
    expect(readAdyenAssets(file)).toEqual(manifest);
  });

  it('answers nothing, and logs it, without a manifest', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readAdyenAssets('/nonexistent/manifest.json')).toBeUndefined();
    expect(String(log.mock.calls[0]?.[0])).toContain('"event":"express.adyenAssets"');
    log.mockRestore();
  });

  it('adds the files to the Adyen configuration, or leaves Adyen out without them', () => {
    const withAdyen: Pick<ExpressSettings, 'provider' | 'adyen'> = { provider: 'adyen', adyen };
    expect(withAdyenAssets(withAdyen, () => manifest)).toEqual({
      provider: 'adyen',
      adyen: { ...adyen, assets: manifest },
    });
    expect(withAdyenAssets(withAdyen, () => undefined)).toEqual({ provider: 'adyen' });
    const read = vi.fn();
    const simulated: Pick<ExpressSettings, 'provider' | 'adyen'> = { provider: 'simulated' };
    expect(withAdyenAssets(simulated, read)).toEqual({ provider: 'simulated' });
    expect(read).not.toHaveBeenCalled();
  });
});
