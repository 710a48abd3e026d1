import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAdyenProvider } from './load';

const config = {
  clientKey: 'test_KEY',
  environment: 'test' as const,
  merchantAccount: 'AlpineECOM',
};
const labels = {
  merchant: 'Alpine',
  itemTotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
};

describe('the Adyen provider module (spec 3 §6, §7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The first import transforms the library (a few seconds on a loaded machine).
  it('loads by dynamic import as an express provider with both buttons', {
    timeout: 60_000,
  }, async () => {
    const provider = await loadAdyenProvider(config, labels);
    expect(provider.id).toBe('adyen');
    expect(typeof provider.WalletButton).toBe('function');
    expect(typeof provider.PayPalButton).toBe('function');
  });

  it("labels the sheet's lines in the button's language, the total with the merchant", async () => {
    await loadAdyenProvider(config);
    const { sheetLabelsFor } = await import('./adyenProvider.client');
    expect(sheetLabelsFor('fr-CA')).toEqual({
      merchant: 'AlpineECOM',
      itemTotal: 'Sous-total',
      discount: 'Remise',
      shipping: 'Livraison',
      tax: 'Taxes',
    });
    expect(sheetLabelsFor('en-GB').itemTotal).toBe('Subtotal');
    await loadAdyenProvider(config, { merchant: 'Alpine Outfitters' });
    expect(sheetLabelsFor('de-DE')).toMatchObject({ merchant: 'Alpine Outfitters', tax: 'Tax' });
  });

  it('answers no card wallet where Apple Pay is not available, without reaching the network', async () => {
    const fetch = vi.fn(async () => {
      throw new Error('no network in tests');
    });
    vi.stubGlobal('fetch', fetch);
    const provider = await loadAdyenProvider(config, labels);
    await expect(provider.walletSupported()).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
    // Apple Pay's SDK was not fetched from its CDN to find that out.
    expect(document.querySelectorAll('script[src]')).toHaveLength(0);
  });
});
