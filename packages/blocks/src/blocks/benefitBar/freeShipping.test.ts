import { countryOfLocale, hidesFreeShipping, visibleBenefits } from './freeShipping';

describe('free-shipping rule (spec 3 §9)', () => {
  it('reads the country of a locale tag', () => {
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('fr-ca')).toBe('CA');
    expect(countryOfLocale('de_DE')).toBe('DE');
    expect(countryOfLocale('en')).toBeUndefined();
    expect(countryOfLocale('not a tag')).toBeUndefined();
  });

  it.each([
    ['fr-FR', true],
    ['it-IT', true],
    ['de-DE', true],
    ['en-GB', true],
    ['en-US', false],
    ['en-CA', false],
    ['fr-CA', false],
    ['en', false],
  ])('%s hides free shipping: %s', (tag, hidden) => {
    expect(hidesFreeShipping(tag)).toBe(hidden);
  });

  it('drops only free-shipping benefits, keeping the order', () => {
    const benefits = [
      { id: 'a', benefitType: 'other' },
      { id: 'b', benefitType: 'freeShipping' },
      { id: 'c', benefitType: 'other' },
    ];
    expect(visibleBenefits(benefits, 'en-GB').map((b) => b.id)).toEqual(['a', 'c']);
    expect(visibleBenefits(benefits, 'en-US').map((b) => b.id)).toEqual(['a', 'b', 'c']);
  });
});
