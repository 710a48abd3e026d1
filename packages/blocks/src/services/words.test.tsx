import { fillPlaceholders, placeholders } from '@storefront/ui';
import { render, screen } from '@testing-library/react';
import { carouselLabels } from '../blocks/_carousel/labels';
import { benefitBarBlock } from '../blocks/benefitBar';
import { benefitBarFixtures } from '../blocks/benefitBar/fixtures';
import { secondaryNavigationBlock } from '../blocks/secondaryNavigation';
import { secondaryNavigationFixtures } from '../blocks/secondaryNavigation/fixtures';
import { blockMessagesEn } from '../messages';
import { createRegistry } from '../registry/registry';
import { RenderBlocks } from '../renderer/RenderBlocks';
import { createBlockServices } from './types';
import { type BlockMessages, blockWords, mergeBlockMessages } from './words';

/** A brand's third language: two keys only, the rest falls back to English. */
const german = {
  benefitBar: { close: 'Vorteilsleiste schließen' },
  carousel: { goTo: 'Gehe zu Folie {n} von {total}' },
};
const deServices = createBlockServices({
  locale: { tag: 'de-DE', currency: 'EUR', path: 'de-de' },
  messages: german,
});

describe('blockWords (design: "Messages")', () => {
  it('speaks English without host words', () => {
    const t = blockWords(createBlockServices());
    expect(t('carousel.previous')).toBe('Previous slide');
    expect(t('dialog.step', { step: 1, total: 2 })).toBe('Step 1 of 2');
  });

  it('takes the host’s words and falls back to English key by key', () => {
    const t = blockWords(deServices);
    expect(t('benefitBar.close')).toBe('Vorteilsleiste schließen');
    expect(t('carousel.goTo', { n: 2, total: 5 })).toBe('Gehe zu Folie 2 von 5');
    expect(t('carousel.previous')).toBe('Previous slide');
    expect(t('video.play')).toBe('Play video');
  });

  it('is memoised per catalogue and locale (one translator per render)', () => {
    expect(blockWords(deServices)).toBe(blockWords({ ...deServices }));
    expect(blockWords(deServices)).not.toBe(
      blockWords({ ...deServices, locale: { tag: 'de-AT', currency: 'EUR' } }),
    );
  });

  it('keeps island placeholders as text, and fills them', () => {
    const labels = carouselLabels(blockWords(deServices));
    expect(labels.goTo).toBe('Gehe zu Folie {n} von {total}');
    expect(labels.slide).toBe('{n} of {total}');
    for (const value of Object.values(labels)) expect(typeof value).toBe('string');
    expect(fillPlaceholders(labels.goTo, { n: 1, total: 3 })).toBe('Gehe zu Folie 1 von 3');
    expect(placeholders('user')).toEqual({ user: '{user}' });
  });

  it('merges deeply without changing the defaults', () => {
    const merged = mergeBlockMessages(german) as BlockMessages;
    expect(merged.carousel.next).toBe('Next slide');
    expect(merged.carousel.goTo).toBe('Gehe zu Folie {n} von {total}');
    expect((blockMessagesEn as BlockMessages).carousel.goTo).toBe('Go to slide {n} of {total}');
  });

  it('keeps compiled messages (arrays) whole as leaves', () => {
    const compiled = { carousel: { goTo: ['Gehe zu ', ['n'], ' von ', ['total']] } };
    const merged = mergeBlockMessages(
      compiled as never,
      { carousel: { goTo: ['Go to ', ['n']], next: 'Next slide' } } as never,
    ) as unknown as { carousel: Record<string, unknown> };
    expect(merged.carousel.goTo).toEqual(compiled.carousel.goTo);
    expect(merged.carousel.next).toBe('Next slide');
  });
});

describe('a block rendered with a third language from the host', () => {
  it('shows the host’s words and English for the rest', () => {
    const registry = createRegistry([benefitBarBlock, secondaryNavigationBlock]);
    render(
      <RenderBlocks
        registry={registry}
        blocks={[benefitBarFixtures.minimal, secondaryNavigationFixtures.minimal]}
        services={deServices}
      />,
    );
    expect(screen.getByRole('button', { name: 'Vorteilsleiste schließen' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Secondary navigation' })).toBeTruthy();
  });
});
