import { demoLandscape, demoTracking } from '../_banner/fixtures';

const thin = (id: string, fields: Record<string, unknown>) =>
  ({ type: 'thinBanner', id, fields }) as const;

/** CMS JSON of `thinBanner` blocks: every field, the minimum, invalid, one per look. */
export const thinBannerFixtures = {
  valid: thin('thin-valid', {
    title: 'Free shipping over $75',
    subtitle: 'And free returns within 60 days.',
    targets: [{ text: 'See details', url: '/help/shipping', target: '_self' }],
    backgroundColor: 'primary',
    alignment: 'center',
    titleStyle: 'md',
    promotionTracking: demoTracking,
    isFullWidth: true,
  }),
  onMedia: thin('thin-media', {
    title: 'Winter sale: up to 40% off',
    media: demoLandscape('night'),
    gradientStyle: 'full',
    targets: [
      { text: 'Women', url: '/c/women-sale-1102', target: '_self' },
      { text: 'Men', url: '/c/men-sale-1101', target: '_self' },
    ],
    equalTargetSize: true,
  }),
  noCta: thin('thin-no-cta', {
    title: 'Stores close at 4 pm on 24 December',
    linkType: 'No-CTA',
    targets: [{ text: 'Hidden', url: '/stores', target: '_self' }],
    backgroundColor: 'surfaceMuted',
  }),
  minimal: thin('thin-minimal', { title: 'Thin banner' }),
  invalid: thin('thin-invalid', { title: 'Bad target', targets: [{ text: '', url: '/x' }] }),
} as const;
