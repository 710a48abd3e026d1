import { describe, expect, it } from 'vitest';
import { carouselLabels, untitledCarouselName } from './labels';

describe('carouselLabels', () => {
  it('gives French words for a French locale, with position templates', () => {
    const fr = carouselLabels('fr-CA');
    expect(fr.previous).toBe('Diapositive précédente');
    expect(fr.slide).toBe('{n} sur {total}');
    expect(fr.goTo).toContain('{n}');
    expect(fr.roleDescription).toBe('carrousel');
    expect(fr.slideRoleDescription).toBe('diapositive');
  });

  it('leaves English to the carousel’s defaults', () => {
    expect(carouselLabels('en-US')).toEqual({});
    expect(carouselLabels('en-GB')).toEqual({});
  });

  it('holds only strings, so a server block can pass them to the client island', () => {
    for (const value of Object.values(carouselLabels('fr-CA'))) expect(typeof value).toBe('string');
  });
});

describe('untitledCarouselName', () => {
  it('names an untitled block in the page’s language', () => {
    expect(untitledCarouselName('fr-CA', 'categories')).toBe('Catégories');
    expect(untitledCarouselName('en-CA', 'shortcuts')).toBe('Shortcuts');
  });
});
