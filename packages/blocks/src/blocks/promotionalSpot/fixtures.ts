import { demoImage } from '../../fixtures/media';

const image = (alt: string) => ({
  sm: { url: demoImage(750, 500), width: 750, height: 500, alt },
  md: { url: demoImage(1200, 800), width: 1200, height: 800, alt },
});

/** CMS JSON of `promotionalSpot` blocks: every field, one per variant, the minimum, invalid. */
export const promotionalSpotFixtures = {
  valid: {
    type: 'promotionalSpot',
    id: 'promo-valid',
    fields: {
      image: image('Two hikers on a ridge at sunrise'),
      eyebrow: 'Limited time',
      title: '20% off trail running shoes',
      titleHeadingTag: 'h2',
      text: 'Lightweight grip for rocky descents. Offer ends Sunday.',
      cta: { text: 'Shop trail running', url: '/c/trail-running-1003', target: '_self' },
      layout: 'stacked',
      textAlignment: 'left',
      backgroundColor: 'surfaceMuted',
      promotionTracking: {
        id: 'PROMO-TRAIL-20',
        name: 'Trail running 20% off',
        creative: 'spot-stacked',
        position: 'main-1',
      },
    },
  },
  horizontal: {
    type: 'promotionalSpot',
    id: 'promo-horizontal',
    fields: {
      image: image('A tent under a starry sky'),
      eyebrow: 'New',
      title: 'Sleep under the stars',
      text: 'Three-season tents from 1.2 kg.',
      cta: { text: 'Read the camping guide', url: 'https://example.com/guide', target: '_blank' },
      layout: 'horizontal',
      imagePosition: 'end',
      backgroundColor: 'surfaceInverse',
      promotionTracking: { id: 'PROMO-TENTS', name: 'Tents launch' },
    },
  },
  centered: {
    type: 'promotionalSpot',
    id: 'promo-centered',
    fields: {
      title: 'Members get free shipping',
      titleHeadingTag: 'h3',
      text: 'Join for free in under a minute.',
      cta: { text: 'Join now', url: '/loyalty', target: '_self' },
      textAlignment: 'center',
      backgroundColor: 'primary',
      layout: 'diagonal',
    },
  },
  minimal: { type: 'promotionalSpot', id: 'promo-minimal', fields: { title: 'Gift cards' } },
  invalid: {
    type: 'promotionalSpot',
    id: 'promo-invalid',
    fields: { text: 'No title', cta: { text: 'Broken' } },
  },
} as const;
