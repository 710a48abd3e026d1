import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholders } from './placeholders';

describe('placeholders and fillPlaceholders', () => {
  it('keeps placeholders as text, one value per name', () => {
    expect(placeholders('user')).toEqual({ user: '{user}' });
    expect(placeholders('n', 'total')).toEqual({ n: '{n}', total: '{total}' });
  });

  it('fills every occurrence of a named placeholder, numbers as text', () => {
    expect(fillPlaceholders('Photo by {user}', { user: '@trailmara' })).toBe('Photo by @trailmara');
    expect(fillPlaceholders('{n}/{total} ({n})', { n: 3, total: 4 })).toBe('3/4 (3)');
  });

  it('leaves a placeholder without a value, and inherited names, as they are', () => {
    expect(fillPlaceholders('Step {step} of {total}', { step: 1 })).toBe('Step 1 of {total}');
    expect(fillPlaceholders('{toString}', {})).toBe('{toString}');
  });

  it('does not fill placeholders inside a value', () => {
    expect(fillPlaceholders('Hi {name}', { name: '{name}' })).toBe('Hi {name}');
    expect(fillPlaceholders('{a} {b}', { a: '{b}', b: 'x' })).toBe('{b} x');
  });
});
