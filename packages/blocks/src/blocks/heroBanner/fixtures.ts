import { demoImage } from '../../fixtures/media';

/** CMS JSON of `heroBanner` blocks: every field set, the minimum, and invalid ones. */
export const heroBannerFixtures = {
  valid: {
    type: 'heroBanner',
    id: 'hero-valid',
    fields: {
      overline: 'New season',
      title: 'Made for the trail ahead',
      titleH1: true,
      subtitle: 'Lightweight hiking boots and layers, tested on real mountains.',
      media: {
        sm: { url: demoImage(750, 1000), width: 750, height: 1000, alt: '' },
        md: { url: demoImage(1536, 900), width: 1536, height: 900, alt: '' },
        lg: { url: demoImage(2400, 1000), width: 2400, height: 1000, alt: '' },
      },
      targets: [
        { text: 'Shop women', url: '/c/women-1002', target: '_self' },
        { text: 'Shop men', url: '/c/men-1001', target: '_self' },
      ],
      linkType: 'Button',
      alignment: 'left',
      backgroundColor: 'surfaceInverse',
      gradientStyle: 'focused',
      isFullWidth: true,
    },
  },
  centeredNoMedia: {
    type: 'heroBanner',
    id: 'hero-centered',
    fields: {
      overline: 'Members only',
      title: 'Free shipping on every order',
      subtitle: 'Join for free and get early access to the sale.',
      targets: [{ text: 'Join now', url: '/loyalty', target: '_self' }],
      alignment: 'center',
      backgroundColor: 'primary',
    },
  },
  noCta: {
    type: 'heroBanner',
    id: 'hero-no-cta',
    fields: {
      title: 'Quiet mornings',
      subtitle: 'A story about early starts.',
      targets: [{ text: 'Hidden', url: '/hidden', target: '_self' }],
      linkType: 'No-CTA',
      backgroundColor: 'surfaceMuted',
      alignment: 'right',
      gradientStyle: 'sparkly',
    },
  },
  hiddenTitle: {
    type: 'heroBanner',
    id: 'hero-hidden-title',
    fields: {
      title: 'Winter collection',
      hideTitle: true,
      media: {
        sm: { url: demoImage(1200, 600), width: 1200, height: 600, alt: 'Snowy ridge at dawn' },
      },
      targets: [{ text: 'Discover the collection', url: '/c/winter-1010', target: '_self' }],
      gradientStyle: 'off',
    },
  },
  minimal: {
    type: 'heroBanner',
    id: 'hero-minimal',
    fields: { title: 'Hello outdoors' },
  },
  invalid: {
    type: 'heroBanner',
    id: 'hero-invalid',
    fields: {
      subtitle: 'The title is missing and a target has no URL.',
      targets: [{ text: 'Broken' }],
    },
  },
} as const;
