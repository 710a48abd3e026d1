import { describe, expect, it } from 'vitest';
import { storyTranslator } from '../../messages/labelsIn';
import { favoritesLabelsFrom, favoriteToggleLabelsFrom } from './labels';

/** Every string leaf of a label set; functions called with a sample argument. */
function leaves(value: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') out.set(`${path}()`, String(value(2)));
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value))
      for (const [p, v] of leaves(child, path ? `${path}.${key}` : key)) out.set(p, v);
  return out;
}

describe.each(['en', 'fr'] as const)('favorites words (%s)', (language) => {
  const toggle = favoriteToggleLabelsFrom(storyTranslator(language, 'cart'));
  const list = favoritesLabelsFrom(storyTranslator(language, 'favorites'));

  it('has every message (no key path left for a missing one)', () => {
    for (const [path, text] of [...leaves(toggle), ...leaves(list)]) {
      expect(text.trim(), path).not.toBe('');
      expect(text, path).not.toMatch(/^(cart|favorites?|share|shared)\./);
    }
  });

  it('keeps the {name} placeholder of the heart for the browser to fill', () => {
    expect(toggle.add).toContain('{name}');
    expect(toggle.remove).toContain('{name}');
  });

  it('counts items with plurals', () => {
    expect(list.itemCount(0)).not.toBe(list.itemCount(1));
    expect(list.itemCount(2)).toContain('2');
  });
});

it('has the same words in English and French', () => {
  const keysOf = (language: 'en' | 'fr') => [
    ...leaves(favoriteToggleLabelsFrom(storyTranslator(language, 'cart'))).keys(),
    ...leaves(favoritesLabelsFrom(storyTranslator(language, 'favorites'))).keys(),
  ];
  expect(keysOf('fr').sort()).toEqual(keysOf('en').sort());
});
