import { describe, expect, it } from 'vitest';
import { createBlockServices } from '../../services/types';
import { blockWords } from '../../services/words';
import { carouselLabels, untitledCarouselName } from './labels';

const french = blockWords(
  createBlockServices({
    locale: { tag: 'fr-CA', currency: 'CAD', path: 'fr-ca' },
    messages: {
      carousel: {
        previous: 'Diapositive précédente',
        slide: '{n} sur {total}',
        roleDescription: 'carrousel',
        categories: 'Catégories',
      },
    },
  }),
);
const english = blockWords(createBlockServices());

describe('carouselLabels', () => {
  it('gives the host’s words, with position templates', () => {
    const fr = carouselLabels(french);
    expect(fr.previous).toBe('Diapositive précédente');
    expect(fr.slide).toBe('{n} sur {total}');
    expect(fr.roleDescription).toBe('carrousel');
    expect(fr.goTo).toBe('Go to slide {n} of {total}');
  });

  it('gives the ui Carousel’s English words by default', () => {
    expect(carouselLabels(english)).toMatchObject({
      previous: 'Previous slide',
      goTo: 'Go to slide {n} of {total}',
      slide: '{n} of {total}',
      roleDescription: 'carousel',
    });
  });

  it('holds only strings, so a server block can pass them to the client island', () => {
    for (const value of Object.values(carouselLabels(french))) expect(typeof value).toBe('string');
  });
});

describe('untitledCarouselName', () => {
  it('names an untitled block in the page’s language', () => {
    expect(untitledCarouselName(french, 'categories')).toBe('Catégories');
    expect(untitledCarouselName(english, 'shortcuts')).toBe('Shortcuts');
  });
});
