import { describe, expect, it } from 'vitest';
import { linkRel } from './Link';

describe('linkRel', () => {
  it('adds noopener noreferrer for a new tab', () => {
    expect(linkRel('/en-us/help', '_blank')).toBe('noopener noreferrer');
  });

  it('adds noopener noreferrer for an external URL in the same tab', () => {
    expect(linkRel('https://example.com', '_self')).toBe('noopener noreferrer');
  });

  it('leaves internal same-tab links without rel', () => {
    expect(linkRel('/en-us/c/shoes')).toBeUndefined();
  });

  it('keeps the caller tokens and does not repeat them', () => {
    expect(linkRel('https://example.com', undefined, 'nofollow noopener')).toBe(
      'nofollow noopener noreferrer',
    );
    expect(linkRel('/a', undefined, 'nofollow')).toBe('nofollow');
  });
});
