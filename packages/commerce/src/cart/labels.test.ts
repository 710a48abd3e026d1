import { describe, expect, it } from 'vitest';
import { catalogLabelsEn, catalogLabelsFor, catalogLabelsFr } from '../components/catalogLabels';
import { quickShopLabels } from '../components/QuickShop/labels';
import { cartLabels } from './labels';
import { cartLabelsFor, cartLabelsFr, quickShopLabelsFor, quickShopLabelsFr } from './labelsFr';

/** Every leaf of a label set as `path → value`; functions are called with sample arguments. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') {
    // '3' serves as a count and as a text (the functions interpolate both).
    const args = Array.from({ length: value.length }, () => '3');
    out.set(`${path}()`, String((value as (...a: unknown[]) => unknown)(...args)));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
    }
  }
  return out;
}

const pairs = [
  ['cart', cartLabels, cartLabelsFr],
  ['quick shop', quickShopLabels, quickShopLabelsFr],
  ['catalogue', catalogLabelsEn, catalogLabelsFr],
] as const;

describe.each(pairs)('%s labels', (_name, en, fr) => {
  it('have the same keys in English and French', () => {
    expect([...leaves(fr).keys()].sort()).toEqual([...leaves(en).keys()].sort());
  });

  it('have no empty string in either language', () => {
    for (const set of [en, fr]) {
      for (const [path, text] of leaves(set)) {
        expect(text.trim(), path).not.toBe('');
      }
    }
  });

  it('say something different in French for most keys', () => {
    const english = leaves(en);
    const french = [...leaves(fr)];
    const same = french.filter(([path, text]) => english.get(path) === text);
    expect(same.length).toBeLessThan(french.length / 4);
  });
});

describe('cartLabelsFor / quickShopLabelsFor / catalogLabelsFor', () => {
  it.each(['fr-ca', 'fr-CA', 'fr'])('give French for %s', (locale) => {
    expect(cartLabelsFor(locale)).toBe(cartLabelsFr);
    expect(quickShopLabelsFor(locale)).toBe(quickShopLabelsFr);
    expect(catalogLabelsFor(locale)).toBe(catalogLabelsFr);
  });

  it.each(['en-us', 'en-ca', 'en-gb', 'en-GB', 'en', 'de'])('give English for %s', (locale) => {
    expect(cartLabelsFor(locale)).toBe(cartLabels);
    expect(quickShopLabelsFor(locale)).toBe(quickShopLabels);
    expect(catalogLabelsFor(locale)).toBe(catalogLabelsEn);
  });

  it('French plurals: 1 article, 2 articles', () => {
    expect(cartLabelsFr.itemCount(1)).toBe('1 article');
    expect(cartLabelsFr.itemCount(2)).toBe('2 articles');
  });
});
